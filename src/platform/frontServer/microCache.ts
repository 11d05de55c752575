import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { onContentChanged } from '@/platform/runtime/contentSignal'

import { isGated } from './maintenanceGate'

/** A stored answer: always a 200 (nothing else is stored). */
type Entry = { headers: OutgoingHttpHeaders; body: Buffer; storedAt: number }

/** Headers of one connection or recomputed on each answer, never replayed from memory. */
const HOP_HEADERS = ['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']
/** Requests that carry a session or ask Next for something other than the page's HTML. */
const BYPASS_HEADERS = [
  'cookie',
  'authorization',
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
]
const MAX_BODY_BYTES = 2 * 1024 * 1024

/**
 * Public pages, and the /api contract whose public reads say `Cache-Control: public`; never the
 * admin, Payload's REST API or Next's own assets.
 */
const isCacheablePath = (path: string) =>
  path.startsWith('/api/')
    ? !path.startsWith('/api/cms/') && !path.startsWith('/api/internal/')
    : isGated(path)

export type MicroCacheOptions = { ttlMs: number; maxEntries: number }

/**
 * The edge's micro-cache (docs/architecture.md): anonymous GETs of public HTML, and of the API
 * reads the app marks `public`, answered from memory for `ttlMs`, emptied at once by the process's
 * content-changed signal; another instance's change shows here within the TTL. Next's answer is
 * recorded on its way out and kept only when storable.
 */
export function microCache({ ttlMs, maxEntries }: MicroCacheOptions) {
  const entries = new Map<string, Entry>()
  /** Requests waiting for the render of their address that is under way. */
  const inFlight = new Map<string, (() => void)[]>()
  let generation = 0
  onContentChanged(() => {
    generation += 1
    entries.clear()
  })

  const keyOf = (req: IncomingMessage, path: string): string | null => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null
    if (!isCacheablePath(path) || !req.url || /[?&]_rsc=/.test(req.url)) return null
    if (BYPASS_HEADERS.some((name) => req.headers[name] !== undefined)) return null
    return `${req.headers['accept-encoding'] ?? ''} ${req.url}`
  }

  const answer = (req: IncomingMessage, res: ServerResponse, entry: Entry) => {
    const etag = entry.headers.etag
    const notModified = etag !== undefined && req.headers['if-none-match'] === etag
    res.writeHead(notModified ? 304 : 200, { ...entry.headers, 'x-edge-cache': 'HIT' })
    res.end(notModified || req.method === 'HEAD' ? undefined : entry.body)
  }

  const store = (key: string, res: ServerResponse, body: Buffer, startedAt: number) => {
    const cacheControl = String(res.getHeader('cache-control') ?? '')
    const html = String(res.getHeader('content-type') ?? '').startsWith('text/html')
    const storable =
      generation === startedAt &&
      res.statusCode === 200 &&
      (html || /\bpublic\b/.test(cacheControl)) &&
      res.getHeader('set-cookie') === undefined &&
      !/no-store|private/.test(cacheControl)
    if (!storable) return
    const headers = res.getHeaders()
    for (const name of HOP_HEADERS) delete headers[name]
    entries.delete(key)
    entries.set(key, { headers, body, storedAt: Date.now() })
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
  }

  return {
    /** Answers from memory, waits for a render of the same address already under way, or calls `render`. */
    handle(req: IncomingMessage, res: ServerResponse, path: string, render: () => void): void {
      const key = ttlMs > 0 ? keyOf(req, path) : null
      if (key === null) return render()
      const entry = entries.get(key)
      const waiting = inFlight.get(key)
      // an expired entry still answers while one request renders its successor
      if (entry && (Date.now() - entry.storedAt < ttlMs || waiting)) {
        entries.delete(key)
        entries.set(key, entry)
        return answer(req, res, entry)
      }
      // after a change empties the cache, one render per address serves everyone asking for it
      if (waiting) {
        waiting.push(() => {
          const stored = entries.get(key)
          if (stored) answer(req, res, stored)
          else render()
        })
        return
      }
      if (req.method !== 'GET') return render()
      inFlight.set(key, [])
      res.once('close', () => {
        const waiters = inFlight.get(key) ?? []
        inFlight.delete(key)
        for (const resume of waiters) resume()
      })
      record(res, generation, (body, startedAt) => store(key, res, body, startedAt))
      render()
    },
  }
}

type Chunk = string | Uint8Array | undefined | ((error?: Error | null) => void)

/** Keeps a copy of the bytes Next writes (after its compression) until the response finishes. */
function record(
  res: ServerResponse,
  startedAt: number,
  done: (body: Buffer, startedAt: number) => void,
) {
  const chunks: Buffer[] = []
  let size = 0
  const keep = (chunk: Chunk, encoding: unknown) => {
    if (size > MAX_BODY_BYTES || chunk === undefined || typeof chunk === 'function') return
    const buffer =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk)
    size += buffer.length
    chunks.push(buffer)
  }
  // headers given to writeHead only are invisible to getHeaders(): set them first
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null)
    if (Array.isArray(headers)) {
      const values = new Map<string, string[]>()
      for (let i = 0; i + 1 < headers.length; i += 2) {
        const name = String(headers[i]).toLowerCase()
        values.set(name, [...(values.get(name) ?? []), String(headers[i + 1])])
      }
      for (const [name, list] of values) res.setHeader(name, list.length === 1 ? list[0]! : list)
    } else if (headers) {
      for (const [name, value] of Object.entries(headers))
        if (value !== undefined) res.setHeader(name, value as string)
    }
    return writeHead(status, ...rest.filter((arg) => typeof arg === 'string'))
  }) as typeof res.writeHead
  const write = res.write.bind(res) as (...args: unknown[]) => boolean
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse
  res.write = ((chunk: Chunk, ...rest: unknown[]) => {
    keep(chunk, rest[0])
    return write(chunk, ...rest)
  }) as typeof res.write
  res.end = ((chunk?: Chunk, ...rest: unknown[]) => {
    keep(chunk, rest[0])
    return end(chunk, ...rest)
  }) as typeof res.end
  res.once('finish', () => {
    if (size <= MAX_BODY_BYTES) done(Buffer.concat(chunks), startedAt)
  })
}
