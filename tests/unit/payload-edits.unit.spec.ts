// features: platform
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { payloadEdits } from '../../patches/payload.mjs'

/** The install ran the postinstall: every edit of Payload's files is in node_modules, once. */
describe('the edits of Payload’s files (patches/payload.mjs)', () => {
  for (const edit of payloadEdits)
    it(`${edit.package} : ${edit.why.slice(0, 60)}…`, () => {
      // where Payload's tracker stands: an issue or pull request, or the day nothing was found
      expect(edit.upstream).toMatch(/github\.com\/|pull request #\d+|none found .*\d{4}/)
      const text = readFileSync(join('node_modules', edit.package, edit.file), 'utf8')
      for (const [before, after] of edit.replace) {
        expect(text.split(after).length - 1, after.slice(0, 60)).toBe(1)
        if (!after.includes(before)) expect(text).not.toContain(before)
      }
    })
})

describe('a file’s size in the admin (#59)', () => {
  it('is in French units with the decimal comma', async () => {
    const { formatFilesize } = await import('payload/shared')
    expect(formatFilesize(2 * 1024 * 1024)).toBe('2 Mo')
    expect(formatFilesize(1.5 * 1024 * 1024, 1)).toBe('1,5 Mo')
    expect(formatFilesize(512 * 1024)).toBe('512 Ko')
    expect(formatFilesize(300)).toBe('300 octets')
    expect(formatFilesize(0)).toBe('0 octet')
  })
})
