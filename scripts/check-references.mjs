/**
 * Every file, folder or test a comment or a document names exists (#60: comments named files
 * and tests that were gone). Reads the project's own sources and docs; a name with a
 * placeholder (`<slug>`, `*`, `…`) is a pattern, not a claim. Part of `npm run lint`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const SOURCES = ['src', 'tests', 'scripts', 'patches', 'docs', '.ci']
const ROOT_FILES = ['README.md', 'payload.config.ts', 'server.ts', 'playwright.config.ts']
const SKIPPED = /(^|\/)(node_modules|generated|migrations)(\/|$)/
const READ = /\.(ts|tsx|mjs|js|scss|css|md)$|^run$/

/** A path of the project: a top folder, then what a file or folder name holds. */
const PATH =
  /(?<![\w/.@-])(?:src|tests|scripts|docs|collections|globals|patches|public|\.ci)\/[\w./()[\]@+-]*[\w)\]]/g
/** A test by its short name: `english.e2e`, `migrations.int`, `payload-edits.unit`. */
const TEST = /(?<![\w/.-])([a-z0-9][\w-]*)\.(int|e2e|unit)(?![\w.-]*\.spec)(?![\w-])/g
const PLACEHOLDER = /[<>*{}…]|\.\.\.|\/\.$/

function* files(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name)
    if (SKIPPED.test(relative(root, path))) continue
    if (entry.isDirectory()) yield* files(path)
    else if (READ.test(entry.name)) yield path
  }
}

/** A path named with or without its extension (`scripts/prepare-db`, a test's file stem). */
const exists = (path) =>
  ['', '.ts', '.tsx', '.mjs', '.int.spec.ts', '.e2e.spec.ts', '.unit.spec.ts'].some((end) =>
    existsSync(join(root, path + end)),
  )

/** A path as written, less the punctuation after it (a closing parenthesis not its own). */
function trimmed(path) {
  let result = path.replace(/\.+$/, '')
  const count = (char) => result.split(char).length - 1
  while (result.endsWith(')') && count(')') > count('(')) result = result.slice(0, -1)
  return result.replace(/\.+$/, '')
}

/** What a line says in words: all of a document's; a comment's in code (after `//`, `*`, `/*`). */
function prose(line, markdown) {
  if (markdown) return line
  const text = line.trim()
  if (/^(\/\/|\/\*|\*)/.test(text)) return text
  const comment = line.indexOf('// ')
  return comment >= 0 && !line.slice(0, comment).includes('://') ? line.slice(comment) : ''
}
const testExists = (name, kind) =>
  exists(`tests/${kind}/${name}.${kind}.spec.ts`) ||
  exists(`tests/${kind}/${name}.${kind}.spec.tsx`)

const broken = []
const all = [
  ...SOURCES.filter(exists).flatMap((folder) => [...files(join(root, folder))]),
  ...ROOT_FILES.filter(exists).map((file) => join(root, file)),
]
for (const file of all) {
  const text = readFileSync(file, 'utf8')
  const where = relative(root, file)
  const markdown = file.endsWith('.md')
  for (const [line, written] of text.split('\n').entries()) {
    const content = prose(written, markdown)
    for (const [found] of content.matchAll(PATH)) {
      const path = trimmed(found)
      if (PLACEHOLDER.test(path) || exists(path)) continue
      broken.push(`${where}:${line + 1} : ${path}`)
    }
    for (const [, name, kind] of content.matchAll(TEST))
      if (!testExists(name, kind)) broken.push(`${where}:${line + 1} : ${name}.${kind}`)
  }
}

if (broken.length > 0) {
  console.error(`Noms de fichiers ou de tests qui n’existent pas (${broken.length}) :`)
  for (const line of broken) console.error(`  ${line}`)
  process.exit(1)
}
console.log(`références : ${all.length} fichiers lus, tout nom de fichier ou de test existe`)
