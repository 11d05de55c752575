import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { payloadEdits } from '../../patches/payload.mjs'

/** The install ran the postinstall: every edit of Payload's files is in node_modules, once. */
describe('the edits of Payload’s files (patches/payload.mjs)', () => {
  for (const edit of payloadEdits)
    it(`${edit.package} : ${edit.why.slice(0, 60)}…`, () => {
      const text = readFileSync(join('node_modules', edit.package, edit.file), 'utf8')
      for (const [before, after] of edit.replace) {
        expect(text.split(after).length - 1, after.slice(0, 60)).toBe(1)
        if (!after.includes(before)) expect(text).not.toContain(before)
      }
    })
})
