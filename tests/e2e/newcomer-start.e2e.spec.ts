// features: platform
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { FINGERPRINT_FILE } from '../../scripts/lib/build'
import { sourceFingerprint } from '../../scripts/lib/sourceFingerprint.mjs'
import { freePort } from '../../scripts/lib/freePort'
import { waitForOk } from '../../scripts/lib/server'
import { ENGINES, newcomerEnv, npmCli, oldNode, WANTED_MAJOR } from '../helpers/oldNode'

/**
 * A newcomer's first two commands, `npm install && npm start`, on a machine whose Node the project
 * does not run on (the machine's own 20 here, as on Debian 12): in a fresh checkout, npm install
 * runs on it, and npm start fetches Node 24 into .node/, says so, and serves the seeded site.
 * The suite's build is reused (its fingerprint matches the checkout's): one build per run; so are
 * its packages, hard-linked (the clean clone's own install is the extraction's test).
 */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0)
    return true
  } catch {
    return false
  }
}

function exited(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('exit', resolve))
}

test('npm install && npm start sur le Node de la machine servent le site de démonstration', async ({
  page,
}) => {
  test.setTimeout(8 * 60_000)
  const node = oldNode()
  const checkout = mkdtempSync(path.join(os.tmpdir(), 'bk-newcomer-'))
  let server: ChildProcess | undefined
  try {
    // what `git clone` gives, with the work tree's uncommitted changes
    const files = execFileSync('git', [
      'ls-files',
      '-z',
      '--cached',
      '--others',
      '--exclude-standard',
    ])
      .toString()
      .split('\0')
      .filter((file) => file && existsSync(file))
    for (const file of files) {
      mkdirSync(path.dirname(path.join(checkout, file)), { recursive: true })
      cpSync(file, path.join(checkout, file))
    }
    const env = newcomerEnv(node, { npm_execpath: npmCli(), PORT: String(await freePort()) })
    const npm = (args: string[]) =>
      spawn(node.binary, [npmCli(), ...args], { cwd: checkout, env, detached: true })

    // the packages as the suite's own clean clone installed them, hard-linked: extracting them
    // again is what .ci/run's first `npm install` proves on this Node, and it held a core for
    // minutes beside the browser suite; npm install still runs here, checks the tree against the
    // lockfile and runs the postinstall (the patches) on the machine's Node
    execFileSync('cp', ['-al', 'node_modules', path.join(checkout, 'node_modules')])
    const install = npm(['install'])
    let installLog = ''
    install.stderr?.on('data', (chunk: Buffer) => (installLog += chunk.toString()))
    expect(await exited(install), installLog).toBe(0)

    cpSync('.next', path.join(checkout, '.next'), {
      recursive: true,
      filter: (source) => path.basename(source) !== 'cache',
    })
    expect(
      readFileSync(path.join(checkout, FINGERPRINT_FILE), 'utf8'),
      'la copie doit pouvoir reprendre la construction de la suite (mêmes sources)',
    ).toBe(sourceFingerprint(checkout))

    server = npm(['start'])
    let log = ''
    server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
    server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
    const url = `http://127.0.0.1:${env.PORT}/`
    await waitForOk(url, server, 5 * 60_000).catch((error: Error) => {
      throw new Error(`${error.message}\n${log}`)
    })

    expect(log).toContain(`Node ${node.version} est trop ancien pour ce projet (${ENGINES})`)
    expect(log).toMatch(new RegExp(`running on Node ${WANTED_MAJOR}\\.\\d+\\.\\d+ from \\.node/`))
    expect(log).not.toContain('Construction du site')
    expect(log).not.toMatch(/^\s+at /m)
    expect(existsSync(path.join(checkout, 'data', 'site.db'))).toBe(true)

    await page.goto(url)
    await expect(page).toHaveTitle(/BK Multiservices/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Bâtir l'avenir du Niger")
  } finally {
    if (server?.pid && server.exitCode === null) {
      const stopped = exited(server)
      process.kill(-server.pid, 'SIGTERM')
      await stopped
      // npm is gone; the site's server, in its group, drains for a moment longer
      for (let tries = 0; tries < 100 && groupAlive(server.pid); tries++)
        await new Promise((resolve) => setTimeout(resolve, 100))
    }
    // a file the server wrote last may still be closing: Node retries a folder not yet empty
    rmSync(checkout, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
  }
})
