import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { build } from 'esbuild'

import { hintEagerCompile } from './compileHints'
import { precompressStatic } from './precompress'
import { run } from './run'
import { sourceFingerprint } from './sourceFingerprint.mjs'

export const FINGERPRINT_FILE = path.join('.next', 'source-fingerprint')

/** The edge server compiled to plain JavaScript: it starts without tsx (cold start). */
export const EDGE_BUNDLE = path.join('.next', 'edge-server.mjs')

/** Bundles server.ts and its src/ imports; packages stay imports of node_modules. ~0.1 s. */
async function bundleEdge(): Promise<void> {
  await build({
    entryPoints: ['server.ts'],
    outfile: EDGE_BUNDLE,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node22.12',
    logLevel: 'warning',
  })
}

/** The public site's service worker, served at /sw.js by the edge (src/platform/frontServer/serviceWorker.ts). */
const WORKER_BUNDLE = path.join('.next', 'sw.js')

/**
 * The code a page loads only when needed but a phone must find without a network: sending a form
 * kept offline (`import('@/features/offline/worker/outbox')`) and the quote form's chosen machine
 * (#63), as Next's manifest of dynamic imports names their files. The worker keeps them at
 * install, so they are there even if the page never loaded them.
 */
const OFFLINE_IMPORTS = [
  '@/features/offline/worker/outbox',
  '@/features/quotes/ChosenMachine.client',
]

function offlineChunks(): string[] {
  const manifest = JSON.parse(
    readFileSync(path.join('.next', 'react-loadable-manifest.json'), 'utf8'),
  ) as Record<string, { files: string[] }>
  const files = OFFLINE_IMPORTS.flatMap((imported) => {
    const found = Object.entries(manifest)
      .filter(([importing]) => importing.endsWith(`-> ${imported}`))
      .flatMap(([, { files }]) => files.map((file) => `/_next/${file}`))
    if (found.length === 0) throw new Error(`Le code de ${imported} est introuvable.`)
    return found
  })
  return [...new Set(files)]
}

/**
 * Bundles src/features/offline/worker/worker.ts for the browsers, the build's id written in: each build's
 * worker differs, so a browser installs the new one and drops the old build's caches.
 */
async function bundleWorker(): Promise<void> {
  // imported here: the scripts that read this file's other exports need no dictionary
  const { ADDRESS_WORDS } = await import('../../src/i18n/site/dictionaries')
  const version = readFileSync(path.join('.next', 'BUILD_ID'), 'utf8').trim()
  await build({
    define: {
      BUILD_VERSION: JSON.stringify(version),
      OFFLINE_CHUNKS: JSON.stringify(offlineChunks()),
      // the addresses' words only: the dictionaries' other texts stay out of the worker
      ADDRESS_WORDS: JSON.stringify(ADDRESS_WORDS),
    },
    entryPoints: ['src/features/offline/worker/worker.ts'],
    outfile: WORKER_BUNDLE,
    bundle: true,
    minify: true,
    platform: 'browser',
    format: 'iife',
    target: 'es2022',
    tsconfig: 'tsconfig.json',
    logLevel: 'warning',
  })
}

/** Whether `.next` holds a whole build of the sources whose fingerprint this is. */
export function isBuiltFrom(fingerprint: string): boolean {
  return (
    existsSync(path.join('.next', 'BUILD_ID')) &&
    existsSync(FINGERPRINT_FILE) &&
    readFileSync(FINGERPRINT_FILE, 'utf8') === fingerprint
  )
}

/**
 * Builds the Next app unless the last build was made from the same sources; bundles the service
 * worker (from that build's id and files) and the edge, ~0.1 s each.
 */
export async function buildIfNeeded(): Promise<void> {
  const fingerprint = sourceFingerprint()
  if (!isBuiltFrom(fingerprint)) {
    console.log('Construction du site (next build), quelques minutes au premier lancement…')
    await run(process.execPath, ['node_modules/next/dist/bin/next', 'build', '--webpack'], {
      NODE_ENV: 'production',
      NODE_OPTIONS: '--no-deprecation --conditions=production --max-old-space-size=8000',
    })
    hintEagerCompile('.next')
    await precompressStatic(path.join('.next', 'static'))
    writeFileSync(FINGERPRINT_FILE, fingerprint)
  }
  await bundleWorker()
  await bundleEdge()
}
