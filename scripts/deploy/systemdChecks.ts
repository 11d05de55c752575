import { execFile } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

import { ensure } from './checklist'
import { render, SHIPPED } from './render'

const run = promisify(execFile)

const UNITS = ['bk-multiservices.service', 'bk-multiservices-backup.service']
export const ENV_TEMPLATE = 'deploy/env.example'

/**
 * The units of deploy/systemd with this machine's paths (this clone for /srv/bk-multiservices,
 * the Node running this check for /usr/bin/node, a filled env file), written into `dir` under
 * their own names.
 */
export function renderUnits(dir: string, envFile: string): Record<string, string> {
  return Object.fromEntries(
    UNITS.map((unit) => {
      const text = render(path.join('deploy/systemd', unit), [
        [SHIPPED.appRoot, process.cwd()],
        [SHIPPED.node, process.execPath],
        [SHIPPED.envFile, envFile],
      ])
      writeFileSync(path.join(dir, unit), text)
      return [unit, text]
    }),
  )
}

/**
 * `systemd-analyze verify` on the rendered units. It must exit 0 and say nothing, except about
 * the `bk-multiservices` account, which exists only on the server (docs/deployment.md: useradd): some
 * versions of systemd look it up and warn; creating it here to silence them would leave an
 * account on the machine, and renaming it in the copy would test another file.
 */
export async function verifyUnits(dir: string): Promise<void> {
  const files = UNITS.map((unit) => path.join(dir, unit))
  const outcome = await run('systemd-analyze', ['verify', ...files]).then(
    ({ stdout, stderr }) => ({ code: 0, output: `${stdout}${stderr}` }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      code: error.code ?? 1,
      output: `${error.stdout ?? ''}${error.stderr ?? ''}`,
    }),
  )
  const complaints = outcome.output
    .split('\n')
    .filter((line) => line.trim() && !/\bbk-multiservices\b.*\b(user|group)\b/i.test(line))
  ensure(
    outcome.code === 0 && complaints.length === 0,
    `systemd-analyze verify (code ${outcome.code}) :\n${outcome.output.trim()}`,
  )
}

/** The variables docs/configuration.md's table names, each in the env file template. */
export function envTemplateComplete(): string[] {
  const section = readFileSync('docs/configuration.md', 'utf8')
  const documented = [
    ...new Set(
      [...section.matchAll(/^\| `([A-Z0-9_]+)`(?:, `([A-Z0-9_]+)`)?/gm)].flatMap((m) =>
        [m[1], m[2]].filter((name): name is string => Boolean(name)),
      ),
    ),
  ]
  const template = readFileSync(ENV_TEMPLATE, 'utf8')
  const missing = documented.filter((name) => !new RegExp(`^#?${name}=`, 'm').test(template))
  ensure(
    documented.length > 20,
    `docs/configuration.md : table des variables introuvable (${documented.length})`,
  )
  ensure(missing.length === 0, `${ENV_TEMPLATE} ne nomme pas : ${missing.join(', ')}`)
  return documented
}

/** `Environment=` and `ExecStart=` of a rendered unit, split as systemd splits them. */
export function unitCommand(unit: string): { env: Record<string, string>; argv: string[] } {
  const words = (line: string) =>
    [...line.matchAll(/"([^"]*)"|(\S+)/g)].map((match) => match[1] ?? match[2] ?? '')
  const value = (key: string) =>
    unit
      .split('\n')
      .filter((line) => line.startsWith(`${key}=`))
      .map((line) => line.slice(key.length + 1))
  const env = Object.fromEntries(
    value('Environment')
      .flatMap(words)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  )
  const [execStart] = value('ExecStart')
  ensure(execStart, 'pas de ExecStart=')
  return { env, argv: words(execStart) }
}
