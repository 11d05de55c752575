import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, readdirSync } from 'node:fs'
import path from 'node:path'

import { ensure } from './checklist'
import { unitCommand } from './systemdChecks'

function runUnit(argv: string[], cwd: string, env: Record<string, string>) {
  const [command = '', ...args] = argv
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    // no bucket: the copy is tested apart (tests/int/backup-retention), not against a real provider
    const child = spawn(command, args, { cwd, env: { ...process.env, S3_BUCKET: '', ...env } })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, output }))
  })
}

/**
 * The backup unit's own command, three times with BACKUP_KEEP=2, on the running site's data
 * (`site`: its DATA_DIR and DATABASE_URI):
 * two archives remain. It runs from `workDir` (its `backups/` is relative to where it runs), not
 * from this clone, whose own backups/ it would prune; its relative paths are the clone's.
 */
export async function threeBackupsKeepTwo(
  backupUnit: string,
  workDir: string,
  site: { DATA_DIR: string; DATABASE_URI: string },
): Promise<string[]> {
  const { env, argv } = unitCommand(backupUnit)
  const absolute = argv.map((arg, index) => (index > 0 ? path.resolve(arg) : arg))
  mkdirSync(workDir, { recursive: true })
  for (let run = 1; run <= 3; run += 1) {
    const outcome = await runUnit(absolute, workDir, {
      ...env,
      ...site,
      DATA_DIR: path.resolve(site.DATA_DIR),
      BACKUP_KEEP: '2',
    })
    ensure(outcome.code === 0, `sauvegarde ${run} (code ${outcome.code}) :\n${outcome.output}`)
  }
  const archives = readdirSync(path.join(workDir, 'backups')).filter((name) =>
    name.endsWith('.tar.gz'),
  )
  ensure(archives.length === 2, `2 archives attendues, trouvées : ${archives.join(', ') || '—'}`)
  const entries = execFileSync('tar', ['-tzf', path.join(workDir, 'backups', archives[0] ?? '')], {
    encoding: 'utf8',
  })
  ensure(entries.split('\n').includes('database.dump'), 'pas de copie pg_dump dans l’archive')
  return archives
}
