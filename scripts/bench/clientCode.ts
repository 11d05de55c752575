import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { runInNewContext } from 'node:vm'
import { brotliCompressSync } from 'node:zlib'

const NEXT_DIR = '.next'

/** What a page's first visit runs, split (#63): React's and Next's boot, and the site's own. */
export type ClientCode = {
  /** Next's `rootMainFiles` the page names: its webpack runtime, React DOM, the app router. */
  frameworkKb: number
  /** The rest: the site's client components and what they import (icons, helpers). */
  siteKb: number
  /** The site's client components (`'use client'` files) by size, the largest first. */
  components: { file: string; kb: number }[]
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10

/** The build's client components by webpack id, from every route's client reference manifest. */
function clientComponentFiles(): Map<string, string> {
  const files = new Map<string, string>()
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const entry = path.join(dir, name)
      if (statSync(entry).isDirectory()) walk(entry)
      else if (name.endsWith('_client-reference-manifest.js')) {
        const sandbox = { self: {} as Record<string, unknown> }
        sandbox.self = sandbox as unknown as Record<string, unknown>
        runInNewContext(readFileSync(entry, 'utf8'), sandbox)
        const manifests = (sandbox as unknown as { __RSC_MANIFEST: Record<string, unknown> })
          .__RSC_MANIFEST
        for (const manifest of Object.values(manifests))
          for (const [file, { id }] of Object.entries(
            (manifest as { clientModules: Record<string, { id: string | number }> }).clientModules,
          ))
            if (file.includes('/src/')) files.set(String(id), file.slice(file.indexOf('/src/') + 1))
      }
    }
  }
  walk(path.join(NEXT_DIR, 'server', 'app'))
  return files
}

/** A webpack chunk's modules by id (`12345:(e,t,r)=>{…}` or `12345:function(e,t,r){…}`). */
function modulesOf(source: string): Map<string, string> {
  const starts = [...source.matchAll(/[,{](\d+):(?:function\s*\(|\()/g)].map((match) => ({
    at: match.index + 1,
    id: match[1]!,
  }))
  return new Map(
    starts.map(({ at, id }, index) => [
      id,
      source.slice(at, starts[index + 1]?.at ?? source.length),
    ]),
  )
}

/**
 * The page's scripts (as its HTML names them, `nomodule` left out) read from the build: the
 * framework's share, the site's, and each client component's own code compressed alone (brotli,
 * a little more than its share of the file: enough to rank them).
 */
export async function clientCode(base: string, pagePath: string): Promise<ClientCode> {
  const html = await (await fetch(base + pagePath)).text()
  const sources = [
    ...new Set(
      [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)]
        .filter((match) => !/\snomodule\b/i.test(match[0]))
        .map((match) => decodeURIComponent(new URL(match[1]!, base).pathname)),
    ),
  ]
  const { rootMainFiles } = JSON.parse(
    readFileSync(path.join(NEXT_DIR, 'build-manifest.json'), 'utf8'),
  ) as { rootMainFiles: string[] }
  const framework = new Set(rootMainFiles.map((file) => `/_next/${file}`))
  const files = clientComponentFiles()
  let frameworkBytes = 0
  let siteBytes = 0
  const components = new Map<string, number>()
  for (const source of sources) {
    const code = readFileSync(path.join(NEXT_DIR, source.replace(/^\/_next\//, '')), 'utf8')
    const bytes = brotliCompressSync(code).length
    if (framework.has(source)) {
      frameworkBytes += bytes
      continue
    }
    siteBytes += bytes
    for (const [id, text] of modulesOf(code)) {
      const file = files.get(id)
      if (file) components.set(file, (components.get(file) ?? 0) + brotliCompressSync(text).length)
    }
  }
  return {
    frameworkKb: kb(frameworkBytes),
    siteKb: kb(siteBytes),
    components: [...components]
      .map(([file, bytes]) => ({ file, kb: kb(bytes) }))
      .sort((a, b) => b.kb - a.kb),
  }
}
