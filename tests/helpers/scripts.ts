import { spawn } from 'node:child_process'
import path from 'node:path'

import { PRODUCTION_NODE_OPTIONS } from '../../scripts/lib/run'

export type ScriptOutcome = { code: number | null; stdout: string; stderr: string }

const TSX_CLI = path.resolve('node_modules/tsx/dist/cli.mjs')

/**
 * Runs one of scripts/ as an operator does (`npm run backup`, `npm run restore`…), in production
 * mode, on the database `env` names: the suite's DATABASE_URI is not passed on, and a variable
 * set to undefined is left out.
 */
export function runScript(
  name: string,
  args: string[],
  options: { cwd?: string; env: Record<string, string | undefined> },
): Promise<ScriptOutcome> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NODE_OPTIONS: PRODUCTION_NODE_OPTIONS,
  }
  delete env.DATABASE_URI
  for (const [key, value] of Object.entries(options.env)) {
    if (value === undefined) delete env[key]
    else env[key] = value
  }
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [TSX_CLI, path.resolve('scripts', name), ...args], {
      cwd: options.cwd ?? process.cwd(),
      env,
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}
