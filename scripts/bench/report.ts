import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import path from 'node:path'

/** One row of the table: what was measured, the figure, the target and whether it is met. */
export type Row = { measure: string; value: string; target: string; met: boolean | null }

const mark = (met: boolean | null) => (met === null ? '—' : met ? 'oui' : '**non**')

export function table(rows: Row[]): string {
  const lines = ['| mesure | résultat | objectif | atteint |', '|---|---|---|---|']
  for (const row of rows)
    lines.push(`| ${row.measure} | ${row.value} | ${row.target} | ${mark(row.met)} |`)
  return lines.join('\n')
}

/**
 * Rewrites one measured part of docs/performance.md, between its markers (`<!-- bench:start -->`
 * for the site, `<!-- bench-analytics:start -->` for the statistics), keeping the hand-written
 * analysis around it; a part not there yet is added at the end.
 */
export function writeReport(
  file: string,
  rows: Row[],
  previous: string | null,
  part = 'bench',
): void {
  const start = `<!-- ${part}:start -->`
  const end = `<!-- ${part}:end -->`
  const date = new Date().toLocaleDateString('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })
  const block = [
    start,
    `Dernière mesure : ${date}, ${cpus().length} cœurs (${cpus()[0]?.model.trim() ?? 'processeur inconnu'}), Node ${process.version}.`,
    '',
    table(rows),
    end,
  ].join('\n')
  const body =
    previous && previous.includes(start) && previous.includes(end)
      ? previous.slice(0, previous.indexOf(start)) +
        block +
        previous.slice(previous.indexOf(end) + end.length)
      : `${previous ?? '# Performance\n'}\n${block}\n`
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, body)
}
