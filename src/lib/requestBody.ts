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
