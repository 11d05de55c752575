import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'

import { type Answer, readAnswer } from '../lib/httpAnswer'

export type Call = {
  method?: string
  headers?: Record<string, string>
  body?: Buffer | string
  /** The client's own address (127.0.0.x): what nginx sees as $remote_addr. */
  localAddress?: string
}

/**
 * A browser's view of the site behind nginx on loopback: every request goes to 127.0.0.1 on the
 * proxy's ports, for the test domain (Host and TLS name), checking the self-signed certificate
 * against itself. Plain node:http(s): fetch can neither choose the client's address nor keep a
 * forged X-Forwarded-For as written.
 */
export function siteClient(options: {
  domain: string
  httpPort: number
  httpsPort: number
  certificate: string
}) {
  const send = (secure: boolean, path: string, call: Call = {}): Promise<Answer> => {
    const port = secure ? options.httpsPort : options.httpPort
    const headers: Record<string, string> = { host: `${options.domain}:${port}`, ...call.headers }
    if (call.body !== undefined) headers['content-length'] = String(Buffer.byteLength(call.body))
    const common = {
      host: '127.0.0.1',
      port,
      path,
      method: call.method ?? 'GET',
      headers,
      localAddress: call.localAddress,
      agent: false as const,
    }
    return new Promise((resolve, reject) => {
      const onAnswer = (answer: IncomingMessage) => void readAnswer(answer).then(resolve, reject)
      const sent = secure
        ? httpsRequest({ ...common, servername: options.domain, ca: options.certificate }, onAnswer)
        : httpRequest(common, onAnswer)
      sent.setTimeout(60_000, () => sent.destroy(new Error(`pas de réponse à ${path} en 60 s`)))
      sent.on('error', reject)
      sent.end(call.body)
    })
  }
  return {
    https: (path: string, call?: Call) => send(true, path, call),
    http: (path: string, call?: Call) => send(false, path, call),
  }
}

export type SiteClient = ReturnType<typeof siteClient>
