// features: platform
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import semver from 'semver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { satisfies } from '../../scripts/lib/nodeRange.mjs'
import {
  ENGINES,
  newcomerEnv,
  nodeVersion,
  npmCli,
  oldNode,
  WANTED_MAJOR,
  type NodeBinary,
} from '../helpers/oldNode'

/**
 * What the code needs of Node, with the versions that brought it: `engines.node` must admit none
 * without it. scripts/register/server-only.mjs, which every npm script and the systemd units
 * load first, calls module.registerHooks (Node 22.15 in the 22 line, 23.5 after).
 */
const NEEDED = [{ api: 'module.registerHooks', missingIn: '<22.15.0 || >=23.0.0 <23.5.0' }]

const LAUNCHER = path.resolve('scripts/with-node.mjs')
const REGISTER_HOOK = path.resolve('scripts/register/server-only.mjs')

type Outcome = { code: number | null; stdout: string; stderr: string; ms: number }

function launch(node: string, args: string[], env: NodeJS.ProcessEnv): Promise<Outcome> {
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const child = spawn(node, [LAUNCHER, ...args], { env, cwd: process.cwd() })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr, ms: Date.now() - started }))
  })
}

describe('engines.node', () => {
  it('is read the same way by the launcher as by npm (semver)', () => {
    const versions = ['18.20.8', '20.20.2', '22.12.0', '22.14.0', '22.15.0', '22.21.1', '23.4.0']
    versions.push('23.5.0', '23.11.1', '24.0.0', '24.21.0', '25.2.1', '26.12.1')
    for (const range of [ENGINES, '>=22.12.0', '^22.15.0 || >=23.5.0', '>=20 <21 || ^24.1.0'])
      for (const version of versions)
        expect(satisfies(version, range), `${version} ∈ ${range}`).toBe(
          semver.satisfies(version, range),
        )
  })

  it('admits no Node that lacks what the code calls', () => {
    for (const { api, missingIn } of NEEDED)
      expect(semver.intersects(ENGINES, missingIn), `${api} manque en ${missingIn}`).toBe(false)
  })

  it('admits the Node of .nvmrc, the one the launcher fetches and CI runs', () => {
    expect(semver.satisfies(`${WANTED_MAJOR}.0.0`, ENGINES)).toBe(true)
    expect(satisfies(process.versions.node, ENGINES)).toBe(true)
  })

  it('admits each Node at hand exactly when the project’s first module loads on it', () => {
    const nodes = [process.execPath, oldNode().binary]
    for (const binary of nodes) {
      const loaded = spawnSync(binary, ['--import', REGISTER_HOOK, '-e', ''], { encoding: 'utf8' })
      expect(loaded.status === 0, `${binary} ${nodeVersion(binary)}: ${loaded.stderr}`).toBe(
        satisfies(nodeVersion(binary), ENGINES),
      )
    }
  })
})

describe('the launcher (scripts/with-node.mjs)', () => {
  let old: NodeBinary
  let closed: Server
  let registry: string
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'with-node-'))

  beforeAll(async () => {
    old = oldNode()
    // a registry that takes connections and closes them: npm's fetches fail at once
    closed = createServer((socket) => socket.destroy()).listen(0, '127.0.0.1')
    await new Promise((resolve) => closed.once('listening', resolve))
    const address = closed.address()
    registry = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`
  })

  afterAll(() => {
    closed?.close()
    rmSync(scratch, { recursive: true, force: true })
  })

  it('runs the command on the Node it was started with when that one is admitted', async () => {
    const outcome = await launch(process.execPath, ['node', '-e', 'process.exit(7)'], process.env)
    expect(outcome.code).toBe(7)
    expect(outcome.stderr).toBe('')
    const version = await launch(process.execPath, ['node', '-p', 'process.version'], process.env)
    expect(version.stdout.trim()).toBe(process.version)
  })

  it(`runs it on Node ${WANTED_MAJOR} of .node/ when started by an older Node, and says so in one line`, async () => {
    const env = newcomerEnv(old, { npm_execpath: npmCli() })
    const outcome = await launch(old.binary, ['node', '-p', 'process.version'], env)
    expect(outcome.code, outcome.stderr).toBe(0)
    expect(outcome.stdout.trim()).toMatch(new RegExp(`^v${WANTED_MAJOR}\\.`))
    const lines = outcome.stderr.trim().split('\n')
    expect(lines.at(-1)).toContain(
      `Node ${old.version} est trop ancien pour ce projet (${ENGINES})`,
    )
    expect(lines.at(-1)).toContain(`running on Node ${outcome.stdout.trim().slice(1)} from .node/`)
  })

  it('stops within seconds with one line in French and English when Node cannot be fetched', async () => {
    const env = newcomerEnv(old, {
      npm_execpath: npmCli(),
      LOCAL_NODE_DIR: path.join(scratch, 'node'),
      npm_config_registry: registry,
      npm_config_cache: path.join(scratch, 'cache'),
    })
    const outcome = await launch(old.binary, ['node', '-p', 'process.version'], env)
    expect(outcome.code).toBe(1)
    expect(outcome.stdout).toBe('')
    expect(outcome.ms).toBeLessThan(15_000)
    const lines = outcome.stderr.trim().split('\n')
    // the announcement of the download, then the reason: no stack trace, no npm log
    expect(lines).toHaveLength(2)
    expect(lines[1]).toBe(
      `Node ${old.version} trouvé ; ce projet demande Node ${ENGINES}, et Node ${WANTED_MAJOR} n'a pas pu être téléchargé : ` +
        `installez-le (« nvm install ${WANTED_MAJOR} », ou https://nodejs.org) puis relancez. · ` +
        `Found Node ${old.version}; this project needs Node ${ENGINES}, and Node ${WANTED_MAJOR} could not be fetched: ` +
        `install it ("nvm install ${WANTED_MAJOR}", or https://nodejs.org) and run again.`,
    )
  })

  it('passes a signal on to the command and stops with it', async () => {
    const started = Date.now()
    const child = spawn(process.execPath, [
      LAUNCHER,
      'node',
      '-e',
      'process.on("SIGTERM", () => { console.log("stopped"); process.exit(0) }); console.log("ready"); setInterval(() => {}, 1000)',
    ])
    let stdout = ''
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      if (stdout.includes('ready')) child.kill('SIGTERM')
    })
    const code = await new Promise((resolve) => child.on('close', resolve))
    expect(stdout).toContain('stopped')
    expect(code).toBe(0)
    expect(Date.now() - started).toBeLessThan(10_000)
  })
})
