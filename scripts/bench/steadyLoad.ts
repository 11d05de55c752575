import { Agent, request } from 'node:http'

export type SteadyResult = {
  requests: number
  errors: number
  p50: number
  p99: number
  max: number
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0
const round1 = (value: number) => Math.round(value * 10) / 10

type Call = {
  method?: 'GET' | 'POST'
  url: string
  headers?: Record<string, string>
  body?: string
}

function send(call: Call, agent: Agent): Promise<number> {
  return new Promise((resolve) => {
    const req = request(
      call.url,
      { method: call.method ?? 'GET', agent, headers: call.headers, timeout: 10_000 },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('timeout', () => req.destroy())
    req.on('error', () => resolve(0))
    req.end(call.body)
  })
}

/**
 * Sends requests at a fixed rate whatever the server does (open loop: a stalled server shows
 * as the latency of every request queued behind it, not as fewer requests), until `until`
 * settles. `next(i)` says what the i-th request is. Errors are failures and 5xx answers.
 */
export async function steadyLoad(
  perSecond: number,
  next: (index: number) => Call,
  until: Promise<unknown>,
): Promise<SteadyResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 })
  const latencies: number[] = []
  const pending: Promise<void>[] = []
  let errors = 0
  let done = false
  void until.finally(() => (done = true))
  const started = performance.now()
  for (let index = 0; !done; index += 1) {
    const due = started + (index * 1000) / perSecond
    const wait = due - performance.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    if (done) break
    // latency counts from when the request was due, so a late send is part of it
    pending.push(
      send(next(index), agent).then((status) => {
        latencies.push(performance.now() - due)
        if (status === 0 || status >= 500) errors += 1
      }),
    )
  }
  await Promise.all(pending)
  agent.destroy()
  latencies.sort((a, b) => a - b)
  return {
    requests: latencies.length,
    errors,
    p50: round1(percentile(latencies, 50)),
    p99: round1(percentile(latencies, 99)),
    max: round1(latencies.at(-1) ?? 0),
  }
}
