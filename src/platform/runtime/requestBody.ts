/** What readBodyUpTo answers for a body over its limit. */
export const BODY_TOO_LARGE = Symbol('body too large')

/**
 * A request's body, read chunk by chunk and left unread past `maxBytes`, chunked or not: the
 * declared Content-Length only lets a body be refused before its first byte. The rest is never
 * pulled off the wire (the edge closes the connection behind an answer sent before the whole
 * body arrived), so memory stays flat whatever a client sends.
 */
export async function readBodyUpTo(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | typeof BODY_TOO_LARGE> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return BODY_TOO_LARGE
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) return BODY_TOO_LARGE
      chunks.push(value)
    }
  } finally {
    reader.releaseLock()
  }
  return Buffer.concat(chunks)
}

/** How much of a refused multipart body is read to find its file's name: its first part's headers. */
const MULTIPART_HEAD_BYTES = 16 * 1024
/** How long those first bytes are waited for. */
const HEAD_WAIT_MS = 2000

/**
 * The name of the first file in a multipart body that was refused before being read (its
 * declared length over the limit), from its first bytes only; null when the body was already
 * read, or names no file.
 */
export async function firstFileName(request: Request): Promise<string | null> {
  if (!request.body || request.bodyUsed) return null
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  // a client that declares a large body and sends nothing gets the plain refusal, not a wait
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, HEAD_WAIT_MS, null)))
  try {
    while (size < MULTIPART_HEAD_BYTES) {
      const read = reader.read()
      // a read still pending when the lock is released rejects: nobody waits for it then
      read.catch(() => undefined)
      const next = await Promise.race([read, late])
      if (!next || next.done) break
      chunks.push(next.value)
      size += next.value.byteLength
    }
  } finally {
    clearTimeout(timer)
    reader.releaseLock()
  }
  const head = new TextDecoder().decode(Buffer.concat(chunks).subarray(0, MULTIPART_HEAD_BYTES))
  const name = /\r\nContent-Disposition:[^\r\n]*?\bfilename="([^"\r\n]{1,255})"/i.exec(
    `\r\n${head}`,
  )
  // Chromium and Firefox write a double quote as %22 and a line break as %0A in the name
  return name ? name[1].replace(/%22/g, '"').replace(/[\u0000-\u001f\u007f]/g, '') : null
}
