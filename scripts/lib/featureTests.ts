/**
 * Which tests are a feature's (#60: « tests of a feature are found from its name »). Each test
 * file says, near its top, the features it checks: `// features: quotes, rentals`, the names of
 * folders of `src/features`, or `platform` for the shared machinery (the front server, the `/api`
 * router, the database, the build). `npm run test:feature -- <name>` runs them; the unit test
 * `feature-tests.unit` holds every test file to one such line and every feature to one test.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export const PLATFORM = 'platform'
export const KINDS = ['unit', 'int', 'e2e'] as const
export type TestKind = (typeof KINDS)[number]
export type TestFile = { path: string; kind: TestKind; features: string[] | null }
/** The line, among a file's first ones, that names its features. */
const TAG = /^\/\/ features: ([a-z, -]+)$/m
const HEAD_LINES = 15

/** The features of the house: the folders of `src/features`. */
export const featureNames = (root: string): string[] =>
  readdirSync(join(root, 'src', 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()

/** The names a test file's line gives, or null when it has none. */
export function taggedFeatures(source: string): string[] | null {
  const head = source.split('\n').slice(0, HEAD_LINES).join('\n')
  const line = TAG.exec(head)
  return line
    ? line[1]!
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
    : null
}

/** Every test file of the three kinds: its path from the root, its kind, its features. */
export function testFiles(root: string): TestFile[] {
  return KINDS.flatMap((kind) =>
    readdirSync(join(root, 'tests', kind))
      .filter((name) => name.endsWith(`.${kind}.spec.ts`))
      .sort()
      .map((name) => {
        const path = `tests/${kind}/${name}`
        return { path, kind, features: taggedFeatures(readFileSync(join(root, path), 'utf8')) }
      }),
  )
}

/**
 * A feature's tests by kind among `files` (`testFiles`, read once for every feature asked); a
 * name that is no feature, nor `platform`, finds none.
 */
export function testsOf(files: TestFile[], feature: string): Record<TestKind, string[]> {
  const found: Record<TestKind, string[]> = { unit: [], int: [], e2e: [] }
  for (const file of files) if (file.features?.includes(feature)) found[file.kind].push(file.path)
  return found
}
