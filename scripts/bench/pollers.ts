import { Agent, request } from 'node:http'

export type PollResult = { requests: number; errors: number; p50: number; p99: number }

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0

function get(url: string, agent: Agent): Promise<number> {
  return new Promise((resolve) => {
    const req = request(url, { agent, timeout: 5_000 }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('timeout', () => req.destroy())
    req.on('error', () => resolve(0))
    req.end()
  })
}

/**
 * Visitors polling one URL every `everyMs`, each on its own keep-alive connection like a
 * browser tab, starts spread over the first interval.
 */
export async function poll(
  url: string,
  { visitors = 1000, everyMs = 3_000, seconds = 30 } = {},
): Promise<PollResult> {
  const latencies: number[] = []
  let errors = 0
  const end = Date.now() + seconds * 1000

  const visitor = async (offset: number) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    await new Promise((resolve) => setTimeout(resolve, offset))
    while (Date.now() < end) {
      const started = performance.now()
      const status = await get(url, agent)
      latencies.push(performance.now() - started)
      if (status !== 200) errors += 1
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, everyMs - (performance.now() - started))),
      )
    }
    agent.destroy()
  }

  await Promise.all(Array.from({ length: visitors }, (_, i) => visitor((i * everyMs) / visitors)))
  latencies.sort((a, b) => a - b)
  return {
    requests: latencies.length,
    errors,
    p50: Math.round(percentile(latencies, 50) * 10) / 10,
    p99: Math.round(percentile(latencies, 99) * 10) / 10,
  }
}
