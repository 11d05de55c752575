import { existsSync, readdirSync, readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'

import { isGated } from './maintenanceGate'

const CSS_PREFIX = '/_next/static/css/'
const HEAD_END = Buffer.from('</head>')
/** Next's stylesheet of a page, as it renders it in the head. */
const STYLESHEET = /<link rel="stylesheet" href="(\/_next\/static\/css\/[\w.-]+\.css)"([^>]*?)\/?>/g

type Chunk = string | Uint8Array | undefined | ((error?: Error | null) => void)

/**
 * The site's stylesheets written into each public page's head, so that the first paint does not
 * wait for one more request: on a 2G link (800 ms a round trip) that request was most of the
 * wait. Next's own `inlineCss` also copies the CSS into the page's React data, which the browser
 * then parses twice; here only the HTML changes. The `<link>` stays, `disabled`: React finds the
 * stylesheet it expects and does not add it again, and the browser does not download it.
 * Files are read from `cssDir` (`.next/static/css`) once, at start.
 */
export function inlinedStylesheets(cssDir: string) {
  const styles = new Map<string, string>()
  if (existsSync(cssDir))
    for (const name of readdirSync(cssDir).filter((file) => file.endsWith('.css')))
      styles.set(
        `${CSS_PREFIX}${name}`,
        // a `</style` in the text would end the element early
        readFileSync(path.join(cssDir, name), 'utf8').replace(/<\/style/gi, '<\\/style'),
      )

  const inline = (head: string) =>
    head.replace(STYLESHEET, (link, href: string, rest: string) => {
      const css = styles.get(href)
      if (css === undefined) return link
      return `<style data-href="${href}">${css}</style><link rel="stylesheet" href="${href}"${rest} disabled/>`
    })

  return {
    /** Wraps the answer to a GET of a public page so that its head carries its styles. */
    wrap(req: IncomingMessage, res: ServerResponse, urlPath: string): void {
      if (styles.size === 0 || req.method !== 'GET' || !isGated(urlPath)) return
      // a client-side navigation asks for React data, not the page's HTML
      if (req.headers.rsc !== undefined) return
      let pending: Buffer[] | null = []
      let html: boolean | null = null
      const write = res.write.bind(res) as (...args: unknown[]) => boolean
      const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse

      const isHtml = () => {
        html ??= String(res.getHeader('content-type') ?? '').startsWith('text/html')
        // the page grows: the length Next computed no longer holds
        if (html && !res.headersSent) res.removeHeader('content-length')
        return html
      }
      const bytes = (chunk: Chunk, encoding: unknown) =>
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array)
      /** The head, once complete, with its styles; the bytes after it as they came. */
      const flush = (final: boolean): Buffer | null => {
        if (!pending) return null
        const body = Buffer.concat(pending)
        const cut = body.indexOf(HEAD_END)
        if (cut < 0 && !final) return null
        pending = null
        const at = cut < 0 ? body.length : cut
        return Buffer.concat([
          Buffer.from(inline(body.subarray(0, at).toString('utf8'))),
          body.subarray(at),
        ])
      }

      res.write = ((chunk: Chunk, ...rest: unknown[]) => {
        if (!pending || typeof chunk === 'function' || chunk === undefined || !isHtml())
          return write(chunk, ...rest)
        pending.push(bytes(chunk, rest[0]))
        const ready = flush(false)
        if (ready) return write(ready)
        const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined
        callback?.()
        return true
      }) as typeof res.write
      res.end = ((chunk?: Chunk, ...rest: unknown[]) => {
        if (!pending || !isHtml()) return end(chunk, ...rest)
        if (chunk !== undefined && typeof chunk !== 'function') pending.push(bytes(chunk, rest[0]))
        const callback = [chunk, ...rest].find((arg) => typeof arg === 'function')
        return end(flush(true), callback)
      }) as typeof res.end
    },
  }
}
