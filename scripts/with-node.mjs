#!/usr/bin/env node
// `node scripts/with-node.mjs <command> [args…]`: runs the command (an npm script's, e.g.
// `cross-env … tsx scripts/start.ts`) under a Node this project runs on (package.json's
// `engines.node`). A machine whose Node is older (Debian 12's and Ubuntu 24.04's own are 20) gets
// the Node of `.nvmrc` from the npm registry's `node-<platform>-<arch>` package, once, into
// `.node/`, first on the command's PATH, so that everything the command starts runs on it too.
// Where that cannot be had, one line says which Node was found, which one is needed and how to get
// it, instead of a stack trace further on.
//
// Written for any Node ≥ 18 and with no dependency: it is what runs before the project can.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { satisfies } from './lib/nodeRange.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
/** Where the project's own Node goes (git ignores it); LOCAL_NODE_DIR moves it (the tests do). */
const LOCAL_DIR = path.resolve(ROOT, process.env.LOCAL_NODE_DIR || '.node')

const engines = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).engines.node
const wantedMajor = readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim()

/** The npm registry's package that holds Node's binary for this machine. */
function binaryPackage() {
  const platform = process.platform === 'win32' ? 'win' : process.platform
  return `node-${platform}-${process.arch}`
}

/** The project's own Node, if it was fetched before. */
function localNode() {
  const manifest = path.join(LOCAL_DIR, 'node_modules', binaryPackage(), 'package.json')
  if (!existsSync(manifest)) return null
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8'))
  const binary = path.join(path.dirname(manifest), typeof bin === 'string' ? bin : bin.node)
  return existsSync(binary) ? binary : null
}

/** Fetches Node `.nvmrc` into LOCAL_DIR with the npm at hand; false when it could not. */
function fetchNode() {
  const npmCli = process.env.npm_execpath
  const [command, prefix] = npmCli ? [process.execPath, [npmCli]] : ['npm', []]
  const result = spawnSync(
    command,
    [
      ...prefix,
      'install',
      `${binaryPackage()}@${wantedMajor}`,
      '--prefix',
      LOCAL_DIR,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      // without a registry, say so in seconds rather than after npm's minute of retries
      '--fetch-retries=1',
      '--fetch-retry-mintimeout=1000',
      '--fetch-retry-maxtimeout=2000',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], shell: process.platform === 'win32' && !npmCli },
  )
  return result.status === 0
}

function versionOf(binary) {
  const result = spawnSync(binary, ['--version'], { encoding: 'utf8' })
  return result.status === 0 ? result.stdout.trim().replace(/^v/, '') : null
}

/** The Node the command runs on: this one, the project's own, or null when none can be had. */
function chooseNode() {
  const running = process.versions.node
  if (satisfies(running, engines)) return { binary: process.execPath, switched: false }
  const local = path.relative(ROOT, LOCAL_DIR)
  const tooOld = `Node ${running} est trop ancien pour ce projet (${engines})`
  const tooOldEn = `Node ${running} is too old for this project (${engines})`
  const usable = (binary) => binary && satisfies(versionOf(binary) || '0', engines)
  let binary = localNode()
  if (!usable(binary)) {
    console.error(
      `${tooOld} : téléchargement de Node ${wantedMajor} dans ${local}/… · ${tooOldEn}: fetching Node ${wantedMajor} into ${local}/…`,
    )
    if (!fetchNode()) return null
    binary = localNode()
    if (!usable(binary)) return null
  }
  const version = versionOf(binary)
  console.error(
    `${tooOld} : il tourne sur Node ${version} de ${local}/ · ${tooOldEn}: running on Node ${version} from ${local}/`,
  )
  return { binary, switched: true }
}

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: node scripts/with-node.mjs <command> [args…]')
  process.exit(2)
}

const node = chooseNode()
if (!node) {
  const running = process.versions.node
  console.error(
    `Node ${running} trouvé ; ce projet demande Node ${engines}, et Node ${wantedMajor} n'a pas pu être téléchargé : installez-le (« nvm install ${wantedMajor} », ou https://nodejs.org) puis relancez. · ` +
      `Found Node ${running}; this project needs Node ${engines}, and Node ${wantedMajor} could not be fetched: install it ("nvm install ${wantedMajor}", or https://nodejs.org) and run again.`,
  )
  process.exit(1)
}

const env = { ...process.env }
if (node.switched) {
  const key = Object.keys(env).find((name) => name.toUpperCase() === 'PATH') || 'PATH'
  env[key] = `${path.dirname(node.binary)}${path.delimiter}${env[key] || ''}`
  env.NODE = node.binary
  env.npm_node_execpath = node.binary
}

const child = spawn(command, args, { stdio: 'inherit', env, shell: process.platform === 'win32' })
// Ctrl-C reaches the whole process group: this process waits for the command to stop
const forward = (signal) => child.kill(signal)
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, forward)
child.on('error', (error) => {
  console.error(`${command}: ${error.message}`)
  process.exit(127)
})
child.on('exit', (code, signal) => {
  if (signal) {
    for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.off(name, forward)
    process.kill(process.pid, signal)
  } else process.exit(code ?? 1)
})
