import { spawn } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/** Runs a command with inherited output; rejects on a non-zero exit. */
export function run(
  command: string,
  args: string[],
  env: Record<string, string | undefined> = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} : ${signal ?? code}`)),
    )
  })
}

/** tsx's CLI, run by the current Node binary. */
export const TSX = ['node_modules/tsx/dist/cli.mjs']

/** Node's options for a script or server run in production (scripts/register/server-only.mjs). */
export const PRODUCTION_NODE_OPTIONS = [
  '--no-deprecation',
  `--import=${pathToFileURL(path.resolve('scripts/register/server-only.mjs')).href}`,
  '--conditions=production',
].join(' ')
