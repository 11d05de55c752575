// features: platform
import { readdirSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { MIGRATION_DIRS } from '@/platform/plugins/database'

/**
 * Payload's migrate:create reads the newest schema snapshot of a SQL engine's migrations and no
 * other (#60: 76 snapshots, 29 MB, were never read): only that one is kept, beside the newest
 * migration. After `npm run migrate:create`, delete the previous `.json`.
 */
describe('the migrations’ schema snapshots', () => {
  it.each([MIGRATION_DIRS.sqlite, MIGRATION_DIRS.postgres])(
    '%s keeps one, the newest migration’s',
    (folder) => {
      const files = readdirSync(folder)
      const snapshots = files.filter((file) => file.endsWith('.json'))
      const newest = files
        .filter((file) => /^\d{8}_\d{6}_.+\.ts$/.test(file))
        .sort()
        .at(-1)!
      expect(snapshots).toEqual([newest.replace(/\.ts$/, '.json')])
    },
  )
})
