import type { IncomingMessage, ServerResponse } from 'node:http'

import { SITE_EVENTS_PATH, SITE_STATE_EVENT } from '@/lib/constants'
import { onContentChanged } from '@/platform/runtime/contentSignal'

/** What an open page needs to know: maintenance on or off, and a stamp of the content. */
export type SiteState = { maintenance: boolean; content: string }

/** How often the edge reads the maintenance state while pages listen (a schedule may start it). */
const STATE_CHECK_MS = 2_000
/** A comment line that keeps proxies from closing a quiet stream (nginx waits 60 s by default). */
const HEARTBEAT_MS = 45_000
/** Saves come in bursts (a page of fields, a list reordered): one message for the burst. */
const CONTENT_SETTLE_MS = 1_000
/** Beyond this many open streams a page is refused (503) and polls instead. */
const MAX_STREAMS = 2_000
/** How long a browser waits before it opens the stream again after a cut. */
const RETRY_MS = 10_000

type Maintenance = { isActive(): boolean; refresh(): Promise<void> }

/**
 * The open pages' event stream (`GET /api/site/events`, server-sent events): on connection the
 * current state, then a message only when maintenance starts or ends or the content changes, and
 * a comment every 45 s. A page that holds it spends ~0.2 KB a minute instead of polling the
 * status every 3 s (~27 KB a minute) and rendering again every 2 minutes. The edge learns a
 * change from the process-wide content signal (other instances' too, through the content
 * versions' poll) and reads the maintenance state every 2 s while someone listens.
 */
export function siteEvents(maintenance: Maintenance) {
  const streams = new Set<ServerResponse>()
  // read from the maintenance state once a page connects (the app is not listening yet here)
  let state: SiteState = { maintenance: false, content: stamp() }
  let settling: NodeJS.Timeout | null = null

  const message = () => `event: ${SITE_STATE_EVENT}\ndata: ${JSON.stringify(state)}\n\n`
  const broadcast = (text: string) => {
    for (const stream of streams) stream.write(text)
  }
  const publish = (next: SiteState) => {
    if (next.maintenance === state.maintenance && next.content === state.content) return
    state = next
    broadcast(message())
  }

  onContentChanged(() => {
    settling ??= setTimeout(() => {
      settling = null
      publish({ maintenance: maintenance.isActive(), content: stamp() })
    }, CONTENT_SETTLE_MS).unref()
  })
  setInterval(() => {
    if (streams.size === 0) return
    void maintenance
      .refresh()
      .then(() => publish({ ...state, maintenance: maintenance.isActive() }))
  }, STATE_CHECK_MS).unref()
  setInterval(() => broadcast(':\n\n'), HEARTBEAT_MS).unref()

  return {
    /** Answers GET /api/site/events; false for any other address. */
    answer(req: IncomingMessage, res: ServerResponse, urlPath: string): boolean {
      if (urlPath !== SITE_EVENTS_PATH || req.method !== 'GET') return false
      if (streams.size >= MAX_STREAMS) {
        res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' })
        res.end('Trop de pages ouvertes en ce moment : l’état du site est relu toutes les 3 s.')
        return true
      }
      publish({ ...state, maintenance: maintenance.isActive() })
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        // nginx would otherwise hold the messages in its buffer
        'X-Accel-Buffering': 'no',
      })
      res.write(`retry: ${RETRY_MS}\n${message()}`)
      streams.add(res)
      const forget = () => streams.delete(res)
      req.on('close', forget)
      res.on('error', forget)
      return true
    },
    /** Ends every stream (the server is stopping): browsers open one on another instance. */
    closeAll(): void {
      for (const stream of streams) stream.end()
      streams.clear()
    },
  }
}

/** A new mark of the content (its value means nothing but "not the last one"). */
function stamp(): string {
  return Date.now().toString(36)
}
