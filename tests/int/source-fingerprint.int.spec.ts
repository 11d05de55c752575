import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { codeGeneration, sourceFingerprint } from '../../scripts/lib/sourceFingerprint.mjs'

const root = mkdtempSync(path.join(tmpdir(), 'bk-fingerprint-'))
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  writeFileSync(path.join(root, file), text)
}

afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('l’empreinte du code construit (la construction, les clés du cache de données)', () => {
  write('src/data/equipmentShape.ts', 'export const shape = 1\n')
  write('collections/Equipment/index.ts', 'export const fields = []\n')
  write('tests/int/x.int.spec.ts', 'test\n')

  it('est la même pour le même code, et change avec une forme, une collection ou une bibliothèque', () => {
    const first = sourceFingerprint(root)
    expect(sourceFingerprint(root)).toBe(first)
    expect(codeGeneration(root)).toBe(first.slice(0, 16))

    write('tests/int/x.int.spec.ts', 'test changed\n')
    expect(sourceFingerprint(root), 'a test writes no entry').toBe(first)

    const seen = new Set([first])
    for (const [file, text] of [
      ['src/data/equipmentShape.ts', 'export const shape = 2\n'],
      ['collections/Equipment/index.ts', 'export const fields = [1]\n'],
      ['src/data/newShape.ts', 'export {}\n'],
      ['package-lock.json', '{"lockfileVersion":3}\n'],
    ]) {
      write(file, text)
      const next = sourceFingerprint(root)
      expect(seen.has(next), file).toBe(false)
      seen.add(next)
    }
  })
})
