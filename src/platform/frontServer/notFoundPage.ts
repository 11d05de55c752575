import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { frenchPathOf, localizedPath } from '@/i18n/site/addresses'
import { localeOfPath, type TWINNED_PAGES } from '@/lib/localePaths'
import { INTERNAL_TOKEN_HEADER } from '@/platform/runtime/environment'
import { internalToken } from '@/platform/runtime/signature'

import { forceStatus } from './forceStatus'
import { isEdgeCall } from './internalCall'
import { isGated, isYardScreen } from './maintenanceGate'

/**
 * The site's 404 page at its own address (src/app/(frontend)/introuvable; `/en/not-found` in
 * English), whose HTML the edge sends for Next's.
 */
const NOT_FOUND_PAGE = `/${'introuvable' satisfies (typeof TWINNED_PAGES)[number]}`

type Chunk = string | Uint8Array | undefined | ((error?: Error | null) => void)

/** What Next said of its own 404 that the page sent in its place does not keep. */
const NEXT_ANSWER_HEADERS = [
  'content-length',
  'etag',
  'x-nextjs-cache',
  'x-nextjs-prerender',
  'x-nextjs-stale-time',
]
/** A loopback read of the 404 page that takes longer is given up: Next's own answer goes. */
const PAGE_READ_TIMEOUT_MS = 10_000

/** The headers given to `writeHead` (an object or a flat list), by lower-case name. */
function givenHeaders(rest: unknown[]): Map<string, string | number | string[]> {
  const given = rest.find(
    (arg): arg is OutgoingHttpHeaders | string[] => typeof arg === 'object' && arg !== null,
  )
  const headers = new Map<string, string | number | string[]>()
  if (Array.isArray(given))
    for (let i = 0; i + 1 < given.length; i += 2) {
      const name = String(given[i]).toLowerCase()
      const before = headers.get(name)
      const value = String(given[i + 1])
      headers.set(name, before === undefined ? value : [...[before].flat().map(String), value])
    }
  else if (given)
    for (const [name, value] of Object.entries(given))
      if (value !== undefined) headers.set(name.toLowerCase(), value)
  return headers
}

/**
 * Every page's 404, server-rendered in the header and footer of the address's language.
 * Next renders `notFound()` as `<html id="__next_error__">` with an empty body and the page in
 * its React data only (vercel/next.js#62228, open in 16.4): blank on 2G until the scripts run, and
 * for good without them. The edge holds Next's answer when it is a page's 404, reads the site's
 * 404 page (NOT_FOUND_PAGE) over loopback (a static page, from Next's cache and the
 * micro-cache), and sends that HTML with the 404; Next's client router works from the browser's
 * address, as for the other languages' addresses (languageAddresses.ts). Should the read fail,
 * Next's own answer goes, as it was.
 */
export function notFoundPages(port: number) {
  const readPage = async (visitorPath: string): Promise<Buffer | null> => {
    const path = localizedPath(NOT_FOUND_PAGE, localeOfPath(visitorPath))
    try {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, {
        headers: {
          [INTERNAL_TOKEN_HEADER]: internalToken(),
          accept: 'text/html',
          'accept-encoding': 'identity',
        },
        signal: AbortSignal.timeout(PAGE_READ_TIMEOUT_MS),
      })
      const body = Buffer.from(await response.arrayBuffer())
      const html = (response.headers.get('content-type') ?? '').startsWith('text/html')
      return response.status === 200 && html ? body : null
    } catch {
      return null
    }
  }

  return {
    /** The 404 page read at its own address by a visitor: a 404 too, never a page found (the edge's own read is a 200). */
    answerOwnAddress(req: IncomingMessage, res: ServerResponse, path: string): void {
      if (frenchPathOf(path).path === NOT_FOUND_PAGE && !isEdgeCall(req)) forceStatus(res, 404)
    },

    /** Installed before Next answers a page's GET: its 404 document leaves as the site's 404 page. */
    wrap(req: IncomingMessage, res: ServerResponse, path: string): void {
      if (req.method !== 'GET' || !isGated(path) || isYardScreen(path)) return
      // a client-side navigation asks for React data, which carries the 404 as it should
      if (req.headers.rsc !== undefined || /[?&]_rsc=/.test(req.url ?? '')) return
      const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
      const write = res.write.bind(res) as (...args: unknown[]) => boolean
      const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse
      const flushHeaders = res.flushHeaders.bind(res)
      /** Next's answer while the page is read (null: passed on as it comes). */
      let held: { status: number; chunks: Buffer[] } | null = null
      let decided = false
      let page: Promise<Buffer | null> = Promise.resolve(null)

      const holds = (status: number, rest: unknown[]) => {
        if (!decided) {
          decided = true
          const given = givenHeaders(rest)
          const type = given.get('content-type') ?? res.getHeader('content-type')
          if (status === 404 && String(type).startsWith('text/html')) {
            // the answer's headers, for whichever body leaves
            for (const [name, value] of given) res.setHeader(name, value)
            held = { status, chunks: [] }
            page = readPage(path)
          }
        }
        return held !== null
      }
      const keep = (chunk: Chunk, encoding: unknown) => {
        if (!held || chunk === undefined || typeof chunk === 'function') return
        held.chunks.push(
          typeof chunk === 'string'
            ? Buffer.from(
                chunk,
                typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
              )
            : Buffer.from(chunk),
        )
      }
      const callbackOf = (rest: unknown[]) =>
        rest.find((arg): arg is () => void => typeof arg === 'function')

      res.writeHead = ((status: number, ...rest: unknown[]) => {
        if (holds(status, rest)) return res
        return writeHead(status, ...rest)
      }) as typeof res.writeHead
      res.flushHeaders = () => {
        if (!holds(res.statusCode, [])) flushHeaders()
      }
      res.write = ((chunk: Chunk, ...rest: unknown[]) => {
        if (!holds(res.statusCode, [])) return write(chunk, ...rest)
        keep(chunk, rest[0])
        const callback = callbackOf(typeof chunk === 'function' ? [chunk] : rest)
        if (callback) process.nextTick(callback)
        return true
      }) as typeof res.write
      res.end = ((chunk?: Chunk, ...rest: unknown[]) => {
        if (!holds(res.statusCode, [])) return end(chunk, ...rest)
        keep(chunk, rest[0])
        const answer = held!
        void page.then((body) => {
          if (body) {
            for (const name of NEXT_ANSWER_HEADERS) res.removeHeader(name)
            res.setHeader('content-type', 'text/html; charset=utf-8')
            res.setHeader('cache-control', 'no-store')
          }
          writeHead(answer.status)
          end(body ?? Buffer.concat(answer.chunks), callbackOf(rest))
        })
        return res
      }) as typeof res.end
    },
  }
}
