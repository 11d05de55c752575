import { type ApiData, apiCall } from '@/platform/browser/apiClient'
import { MAINTENANCE_POLL_MS, SITE_EVENTS_PATH, SITE_STATE_EVENT } from '@/lib/constants'

/** What the page learns: maintenance on or off; the content's stamp when the stream gives it. */
type SiteState = { maintenance: boolean; content?: string }

type Watcher = {
  onState: (state: SiteState) => void
  /** true while the stream is open, false while the page polls instead. */
  onStreaming?: (streaming: boolean) => void
}

const watchers = new Set<Watcher>()
let source: EventSource | null = null
let poll: number | null = null
let streaming = false

const emit = (state: SiteState) => watchers.forEach((watcher) => watcher.onState(state))
const setStreaming = (value: boolean) => {
  if (streaming === value) return
  streaming = value
  watchers.forEach((watcher) => watcher.onStreaming?.(value))
}

/** One read of GET /api/maintenance/status, revalidated (a 304 when nothing changed). */
export async function readMaintenance(): Promise<boolean | null> {
  try {
    const { data } = await apiCall<ApiData<'/api/maintenance/status', 'get'>>(
      'GET',
      '/maintenance/status',
      undefined,
      { cache: 'no-cache' },
    )
    return typeof data?.isActive === 'boolean' ? data.isActive : null
  } catch {
    // network trouble: the page stays as it is (spec: not in maintenance)
    return null
  }
}

function startPolling() {
  if (poll !== null) return
  const check = async () => {
    const maintenance = await readMaintenance()
    if (maintenance !== null && poll !== null) emit({ maintenance })
  }
  poll = window.setInterval(() => void check(), MAINTENANCE_POLL_MS)
  void check()
}

function stopPolling() {
  if (poll !== null) window.clearInterval(poll)
  poll = null
}

function connect() {
  if (source || poll !== null || document.hidden || watchers.size === 0) return
  if (typeof EventSource !== 'function') return startPolling()
  const stream = new EventSource(SITE_EVENTS_PATH)
  source = stream
  stream.addEventListener('open', () => {
    stopPolling()
    setStreaming(true)
  })
  stream.addEventListener(SITE_STATE_EVENT, (message) => {
    try {
      emit(JSON.parse((message as MessageEvent<string>).data) as SiteState)
    } catch {
      // a message cut by a proxy: the next one says it all again
    }
  })
  stream.addEventListener('error', () => {
    // reconnecting (or refused for good): the spec's 3 s poll meanwhile
    if (stream.readyState === EventSource.CLOSED) source = null
    setStreaming(false)
    startPolling()
  })
}

function disconnect() {
  source?.close()
  source = null
  stopPolling()
  setStreaming(false)
}

const onVisibility = () => (document.hidden ? disconnect() : connect())

/**
 * Watches the site's state for an open page: the server's event stream while the tab is visible
 * (a message only when something changes), the status polled every 3 s when the stream cannot be
 * held, nothing at all while the tab is hidden. A page shown again hears the current state at
 * once. Returns the unsubscription.
 */
export function watchSiteState(watcher: Watcher): () => void {
  watchers.add(watcher)
  if (watchers.size === 1) document.addEventListener('visibilitychange', onVisibility)
  connect()
  watcher.onStreaming?.(streaming)
  return () => {
    watchers.delete(watcher)
    if (watchers.size > 0) return
    document.removeEventListener('visibilitychange', onVisibility)
    disconnect()
  }
}
