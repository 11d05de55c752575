import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { chromium } from '@playwright/test'

import { CHROMIUM_ARGS, chromiumPath } from '../lib/chromium'
import { run } from '../lib/run'

export type LighthouseScores = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  /** Total blocking time (ms): how long the main thread was too busy to answer a tap (#63). */
  totalBlockingMs: number
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS].join(' ')

/** One Lighthouse CLI run with its default mobile profile (simulated slow 4G, 4× CPU slowdown). */
async function lighthouseOnce(url: string): Promise<LighthouseScores | null> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lighthouse-'))
  const output = path.join(dir, 'report.json')
  try {
    // Chromium sometimes loses the trace's navigation start (NO_NAVSTART): the CLI then exits
    // non-zero or reports a runtimeError; either is a failed run to retry, not a score
    const ran = await run(
      process.execPath,
      [
        'node_modules/lighthouse/cli/index.js',
        url,
        '--quiet',
        '--output=json',
        `--output-path=${output}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        `--chrome-flags=${CHROME_FLAGS}`,
      ],
      { CHROME_PATH: chromiumPath ?? chromium.executablePath() },
    ).then(
      () => true,
      () => false,
    )
    if (!ran) return null
    const report = JSON.parse(readFileSync(output, 'utf8')) as {
      runtimeError?: { code: string }
      categories: Record<(typeof CATEGORIES)[number], { score: number | null }>
      audits: Record<string, { numericValue?: number }>
    }
    if (report.runtimeError) return null
    const score = (id: (typeof CATEGORIES)[number]) =>
      Math.round((report.categories[id].score ?? 0) * 100)
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      totalBlockingMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * The median of `runs` successful runs by performance score (Lighthouse's own advice: one run
 * varies by several points; #63 asks for five), retrying runs that failed to record; its total
 * blocking time is the median of the runs' own.
 */
export async function lighthouse(url: string, runs = 5): Promise<LighthouseScores> {
  const results: LighthouseScores[] = []
  for (let attempt = 0; results.length < runs && attempt < runs * 3; attempt++) {
    const result = await lighthouseOnce(url)
    if (result) results.push(result)
  }
  if (!results.length) throw new Error(`Lighthouse n'a pas pu mesurer ${url}`)
  const middle = Math.floor(results.length / 2)
  const blocking = results.map((result) => result.totalBlockingMs).sort((a, b) => a - b)[middle]!
  results.sort((a, b) => a.performance - b.performance)
  return { ...results[middle]!, totalBlockingMs: blocking }
}

/** A modern browser's Accept-Encoding (Chromium's, http included). */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd'

/** The bytes of an answer as they travel, not decoded (fetch would decode them). */
function wireBytes(url: URL): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': BROWSER_ENCODINGS } }, (res) => {
      let bytes = 0
      res.on('data', (chunk: Buffer) => (bytes += chunk.length))
      res.on('end', () => resolve(bytes))
    })
    req.on('error', reject)
    req.end()
  })
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10

/**
 * The JavaScript files a modern browser loads for a page, in KB: as the site sends them to such
 * a browser (brotli), and gzipped, the budget's unit until 26 November 2026 (`nomodule`
 * polyfills are left out: such a browser never fetches them).
 */
export async function pageJavaScriptKb(
  base: string,
  pagePath: string,
): Promise<{ sent: number; gzip: number }> {
  const html = await (await fetch(base + pagePath)).text()
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter(
    (m) => !/\snomodule\b/i.test(m[0]),
  )
  const sources = [...new Set(tags.map((m) => m[1]!))]
  let sent = 0
  let gzip = 0
  for (const src of sources) {
    const url = new URL(src, base)
    sent += await wireBytes(url)
    gzip += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length
  }
  return { sent: kb(sent), gzip: kb(gzip) }
}
