import { spawnSync } from 'node:child_process'
import { accessSync, constants, existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { satisfies } from '../../scripts/lib/nodeRange.mjs'

/** package.json's `engines.node`: the Node versions the project says it runs on. */
export const ENGINES: string = JSON.parse(readFileSync('package.json', 'utf8')).engines.node

/** The Node a machine without one fetches (`.nvmrc`). */
export const WANTED_MAJOR = readFileSync('.nvmrc', 'utf8').trim()

export type NodeBinary = { binary: string; version: string }

export function nodeVersion(binary: string): string {
  return spawnSync(binary, ['--version'], { encoding: 'utf8' }).stdout.trim().replace(/^v/, '')
}

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

const OLD_NODE_DIR = path.resolve('data/test/old-node')

/**
 * A Node the project does not run on, as a newcomer may have: the machine's own when it is older
 * (Debian 12's and Ubuntu 24.04's are 20; CI's machine is one), otherwise Node 20 from the npm
 * registry, kept in data/test/old-node.
 */
export function oldNode(): NodeBinary {
  const binaryName = process.platform === 'win32' ? 'node.exe' : 'node'
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const binary = path.join(dir, binaryName)
    if (!dir || !executable(binary)) continue
    const version = nodeVersion(binary)
    if (version && !satisfies(version, ENGINES)) return { binary, version }
  }
  const platform = process.platform === 'win32' ? 'win' : process.platform
  const pkg = `node-${platform}-${process.arch}`
  const binary = path.join(OLD_NODE_DIR, 'node_modules', pkg, 'bin', binaryName)
  if (!existsSync(binary)) {
    const installed = spawnSync(
      process.execPath,
      [
        npmCli(),
        'install',
        `${pkg}@20`,
        '--prefix',
        OLD_NODE_DIR,
        '--no-save',
        '--no-package-lock',
      ],
      { stdio: 'inherit' },
    )
    if (installed.status !== 0) throw new Error(`npm install ${pkg}@20 a échoué`)
  }
  return { binary, version: nodeVersion(binary) }
}

/** npm's CLI script: the one running the suite (`npm test`), else the one beside this Node. */
export function npmCli(): string {
  const candidates = [
    process.env.npm_execpath,
    path.join(
      path.dirname(process.execPath),
      '..',
      'lib',
      'node_modules',
      'npm',
      'bin',
      'npm-cli.js',
    ),
    '/usr/lib/node_modules/npm/bin/npm-cli.js',
  ]
  const found = candidates.find((file) => file && file.endsWith('.js') && existsSync(file))
  if (!found) throw new Error('npm introuvable : lancez la suite par « npm test »')
  return found
}

/**
 * A newcomer's shell on a machine whose `node` is `node`: its PATH with that Node first, and none
 * of the variables npm, the suite or the project's launcher set.
 */
export function newcomerEnv(
  node: NodeBinary,
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  const projectDirs = (dir: string) =>
    dir.includes(`${path.sep}node_modules${path.sep}`) ||
    dir.includes(`${path.sep}.node${path.sep}`) ||
    dir.endsWith(`${path.sep}node-gyp-bin`)
  const inherited = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((dir) => !projectDirs(dir))
  const env: Record<string, string | undefined> = {
    PATH: [path.dirname(node.binary), ...inherited].join(path.delimiter),
  }
  for (const name of ['HOME', 'USER', 'LANG', 'TMPDIR', 'TERM', 'SYSTEMROOT', 'npm_config_cache']) {
    if (process.env[name] !== undefined) env[name] = process.env[name]
  }
  return { ...env, ...extra } as NodeJS.ProcessEnv
}
