import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/**
 * What the Next build depends on; a change in any of these means a new build. Plain JavaScript:
 * next.config.mjs reads it too.
 */
const INPUTS = [
  'src',
  'payload.config.ts',
  'next.config.mjs',
  'postcss.config.mjs',
  'tsconfig.json',
  'package-lock.json',
  // what the postinstall changes in node_modules (the edits of Payload's files, and their applier)
  'patches',
  'scripts/patch-dependencies.mjs',
  // the steps after `next build` change its output too
  'scripts/lib/build.ts',
  'scripts/lib/compileHints.ts',
  'scripts/lib/precompress.ts',
  'scripts/lib/sourceFingerprint.mjs',
]
/** Settings that Next writes into the build (next.config.mjs `env`): a change means a new build. */
const BUILD_ENV = ['TIME_ZONE']

/**
 * What a lockfile installs: each package's place, version and archive. npm's own marks (dev,
 * optional, extraneous) are left out: npm install rewrites them back and forth for the packages
 * bundled in an optional package this machine does not install (Tailwind's wasm32 build), and a
 * checkout whose install turned them over still holds the code its build was made from.
 * @param {Buffer} lock
 * @returns {string | Buffer}
 */
function installedPackages(lock) {
  try {
    const packages = JSON.parse(lock.toString()).packages ?? {}
    return JSON.stringify(
      Object.keys(packages)
        .sort()
        .map((place) => {
          const { version, resolved, integrity, link } = packages[place]
          return [place, version, resolved, integrity, link]
        }),
    )
  } catch {
    return lock
  }
}

/** @param {string} entry @returns {string[]} */
function listFiles(entry) {
  if (!existsSync(entry)) return []
  if (!statSync(entry).isDirectory()) return [entry]
  return readdirSync(entry)
    .sort()
    .flatMap((name) => listFiles(path.join(entry, name)))
}

/**
 * The fingerprint of the build's inputs in the checkout at `root`: whether a build is still
 * current (scripts/lib/build.ts), and the data cache's keys (src/platform/cache/cachedRead.ts).
 * @param {string} [root]
 * @returns {string}
 */
export function sourceFingerprint(root = '.') {
  const hash = createHash('sha256')
  for (const file of INPUTS.flatMap((input) => listFiles(path.join(root, input)))) {
    const name = path.relative(root, file)
    const content = readFileSync(file)
    hash
      .update(name)
      .update('\0')
      .update(name === 'package-lock.json' ? installedPackages(content) : content)
      .update('\0')
  }
  for (const name of BUILD_ENV) hash.update(`${name}=${process.env[name] ?? ''}\0`)
  return hash.digest('hex')
}

/** The part of the fingerprint the data cache's keys carry (next.config.mjs `env`). */
export const codeGeneration = (/** @type {string} */ root) => sourceFingerprint(root).slice(0, 16)
