// features: platform
import { describe, expect, it } from 'vitest'

import {
  featureNames,
  PLATFORM,
  taggedFeatures,
  testFiles,
  testsOf,
} from '../../scripts/lib/featureTests'

const root = process.cwd()

describe('a feature’s tests are found from its name (#60, npm run test:feature)', () => {
  const known = new Set([...featureNames(root), PLATFORM])
  const files = testFiles(root)

  it('reads the line that names a test file’s features, and only near its top', () => {
    expect(taggedFeatures('/** why */\n// features: quotes, rentals\nimport x from "y"')).toEqual([
      'quotes',
      'rentals',
    ])
    expect(taggedFeatures('import x from "y"\n')).toBeNull()
    expect(taggedFeatures(`${'\n'.repeat(20)}// features: quotes`)).toBeNull()
  })

  it('every test file names its features, each a folder of src/features or the platform', () => {
    expect(files.length).toBeGreaterThan(100)
    expect(files.filter((file) => !file.features?.length).map((file) => file.path)).toEqual([])
    const unknown = files.flatMap((file) =>
      (file.features ?? [])
        .filter((name) => !known.has(name))
        .map((name) => `${file.path}: ${name}`),
    )
    expect(unknown).toEqual([])
  })

  it('every feature has tests', () => {
    const untested = [...known].filter((name) => {
      const found = testsOf(files, name)
      return !found.unit.length && !found.int.length && !found.e2e.length
    })
    expect(untested).toEqual([])
  })

  it('finds a feature’s files of each kind by its name', () => {
    const rentals = testsOf(files, 'rentals')
    expect(rentals.int).toContain('tests/int/rentals.int.spec.ts')
    expect(rentals.e2e).toContain('tests/e2e/rentals.e2e.spec.ts')
    expect(testsOf(files, 'not-a-feature')).toEqual({ unit: [], int: [], e2e: [] })
  })
})
