import { DELETE, GET, PATCH, POST, PUT } from '@/app/(payload)/api/cms/[...slug]/route'

export type CmsMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'

export type CmsAnswer = {
  status: number
  /** The raw body: leak checks look at the text, not at what JSON.parse keeps. */
  text: string
  /** The same body as bytes, for files. */
  bytes: Uint8Array
  json: unknown
  headers: Headers
}

const handlers = { GET, POST, PATCH, PUT, DELETE }

/**
 * Calls Payload's REST API (/api/cms) in-process through the app's route handlers, with the
 * path segments decoded as Next hands them over (`..%2Fx` arrives as `../x`).
 */
export async function cms(
  method: CmsMethod,
  path: string,
  options: {
    token?: string
    body?: unknown
    raw?: BodyInit
    headers?: Record<string, string>
  } = {},
): Promise<CmsAnswer> {
  const [pathname, search] = path.replace(/^\//, '').split(/\?(.*)/s)
  const slug = pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => decodeURIComponent(segment))
  const headers: Record<string, string> = { ...options.headers }
  if (options.token) headers.authorization = `JWT ${options.token}`
  let body: BodyInit | undefined = options.raw
  if (options.body instanceof FormData) body = options.body
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body)
    headers['content-type'] ??= 'application/json'
  }
  const url = `http://localhost/api/cms/${pathname}${search ? `?${search}` : ''}`
  // duplex: a streamed body (a chunked upload) needs it, any other ignores it
  const init = { method, headers, body, duplex: 'half' } as RequestInit
  const response = await handlers[method](new Request(url, init), {
    params: Promise.resolve({ slug }),
  })
  const bytes = new Uint8Array(await response.arrayBuffer())
  const text = new TextDecoder().decode(bytes)
  let json: unknown = null
  try {
    json = text ? JSON.parse(text) : null
  } catch {
    // a file or another non-JSON answer: the text is what the test reads
  }
  return { status: response.status, text, bytes, json, headers: response.headers }
}

/**
 * The same token signed with another secret: a forger knows the claims (they are readable)
 * but not the secret. Signed with the right secret, the copy is the control that opens.
 */
export async function resign(token: string, secret: string): Promise<string> {
  const { decodeJwt, decodeProtectedHeader, SignJWT } = await import('jose')
  return new SignJWT(decodeJwt(token))
    .setProtectedHeader(decodeProtectedHeader(token) as { alg: string })
    .sign(new TextEncoder().encode(secret))
}
