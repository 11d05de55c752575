// features: platform
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
  write('src/features/equipment/shape.ts', 'export const shape = 1\n')
  write('src/features/equipment/config.ts', 'export const fields = []\n')
  write('tests/int/x.int.spec.ts', 'test\n')

  it('est la même pour le même code, et change avec une forme, une collection, une bibliothèque ou un correctif', () => {
    const first = sourceFingerprint(root)
    expect(sourceFingerprint(root)).toBe(first)
    expect(codeGeneration(root)).toBe(first.slice(0, 16))

    write('tests/int/x.int.spec.ts', 'test changed\n')
    expect(sourceFingerprint(root), 'a test writes no entry').toBe(first)

    const seen = new Set([first])
    for (const [file, text] of [
      ['src/features/equipment/shape.ts', 'export const shape = 2\n'],
      ['src/features/equipment/config.ts', 'export const fields = [1]\n'],
      ['src/platform/data/newShape.ts', 'export {}\n'],
      ['package-lock.json', '{"lockfileVersion":3}\n'],
      // patch-package's changes to node_modules are built into the site like the lock's packages
      ['patches/@payloadcms+ui+3.90.2.patch', 'diff --git a/node_modules/x b/node_modules/x\n'],
    ]) {
      write(file, text)
      const next = sourceFingerprint(root)
      expect(seen.has(next), file).toBe(false)
      seen.add(next)
    }
  })

  it('ne change pas quand npm install retourne ses marques dans package-lock.json, mais avec une version', () => {
    const lock = (marks: Record<string, boolean>, version = '1.11.3') =>
      JSON.stringify({
        lockfileVersion: 3,
        packages: {
          '': { name: 'site' },
          'node_modules/wasm/node_modules/core': {
            version,
            resolved: `https://registry.npmjs.org/core/-/core-${version}.tgz`,
            integrity: 'sha512-abc',
            inBundle: true,
            ...marks,
          },
        },
      })
    // the two forms npm install alternates between (the bundled packages of an optional one)
    write('package-lock.json', lock({ dev: true, optional: true }))
    const installed = sourceFingerprint(root)
    write('package-lock.json', lock({ extraneous: true }))
    expect(sourceFingerprint(root)).toBe(installed)
    write('package-lock.json', lock({ extraneous: true }, '1.11.4'))
    expect(sourceFingerprint(root)).not.toBe(installed)
  })
})
