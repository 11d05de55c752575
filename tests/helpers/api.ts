import { dispatch } from '@/app/(api)/api/routes'

export type ApiAnswer<T = unknown> = {
  status: number
  body: {
    success: boolean
    message?: string
    data?: T
    pagination?: { page: number; limit: number; total: number; pages: number }
    [key: string]: unknown
  }
  headers: Headers
  /** The body as sent: leak checks look at the text, not at what JSON.parse keeps. */
  text: string
}

/** Calls the /api contract in-process, exactly as the route handler does. */
export async function api<T = unknown>(
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string>; raw?: string } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  let body: string | undefined = options.raw
  if (options.body !== undefined) {
    body = JSON.stringify(options.body)
    headers['content-type'] ??= 'application/json'
  }
  const response = await dispatch(
    new Request(`http://localhost/api${path}`, { method, headers, body }),
  )
  const text = await response.text()
  return {
    status: response.status,
    // a CSV export's body is its text alone
    body:
      text && !response.headers.get('content-type')?.startsWith('text/csv') ? JSON.parse(text) : {},
    headers: response.headers,
    text,
  }
}

export async function tokenFor(email: string, password: string): Promise<string> {
  const { body } = await api<{ token: string }>('POST', '/auth/login', {
    body: { email, password },
  })
  if (!body.data?.token) throw new Error(`connexion impossible pour ${email}`)
  return body.data.token
}
