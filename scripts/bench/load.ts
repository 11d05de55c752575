import autocannon from 'autocannon'

export type LoadResult = { rps: number; p50: number; p99: number; errors: number }

/** autocannon against one URL: mean req/s, latency percentiles in ms, failures (errors + non-2xx). */
async function measure(
  url: string,
  { connections = 50, seconds = 10, headers = {} as Record<string, string> } = {},
): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: seconds, headers })
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

/** A short run first so JIT, caches and keep-alive pools are warm before the measured one. */
export async function warmThenMeasure(
  url: string,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  await measure(url, { seconds: 2, headers })
  return measure(url, { headers })
}

/** What a browser sends when it asks for a page. */
export const BROWSER_HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' }
