import { steadyLoad, type SteadyResult } from './steadyLoad'

/** Anonymous visitors' reads of the public pages and hot API while a bench's work runs. */
const PUBLIC_PER_SECOND = 100
const PUBLIC_READS = ['/', '/equipements', '/api/maintenance/status', '/api/homepage/settings']

/** `work` while anonymous visitors read public pages and API at a steady 100 requests/s. */
export async function whileVisitorsRead<T>(base: string, work: () => Promise<T>) {
  let finish!: () => void
  const finished = new Promise<void>((resolve) => (finish = resolve))
  const load = steadyLoad(
    PUBLIC_PER_SECOND,
    (i) => ({
      url: base + PUBLIC_READS[i % PUBLIC_READS.length],
      headers: { accept: 'text/html' },
    }),
    finished,
  )
  // a second of load before, so the figures are of a warm server
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  try {
    return { result: await work(), visitors: await (finish(), load) }
  } finally {
    finish()
  }
}

export const publicFigures = (r: SteadyResult) =>
  `${r.requests} requêtes publiques, p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms${r.errors ? `, ${r.errors} erreurs` : ''}`
