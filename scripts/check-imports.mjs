// `npm run lint`'s checks of the import graph (docs/architecture.md, « Which way imports go »):
// no circle of files, no circle of folders (src's folders, each feature of src/features,
// each layer of src/platform), a feature's subfolders imported by that feature only, and src/lib holds
// only what two files or more use.
import madge from 'madge'

import settings from '../package.json' with { type: 'json' }

const ROOTS = ['src', 'payload.config.ts', 'server.ts']
const ASSEMBLY = 'payload.config.ts'

/**
 * `src/lib/slugs.ts` → `src/lib`, `src/app/manifest.ts` → `src/app`; a feature and each
 * layer of the platform are rooms of their own: `src/features/offline/rules.ts` →
 * `src/features/offline`, `src/features/news/readers.ts` → `src/platform/data`.
 */
const folderOf = (file) => {
  const [top, second, third] = file.split('/')
  if (top === 'src' && (second === 'features' || second === 'platform'))
    return `src/${second}/${third}`
  return top === 'src' ? `src/${second}` : top
}

/**
 * A feature's own files: those in its subfolders (`src/features/offline/worker/outbox.ts`). The
 * rest of the house imports the files at its root, the feature's face; null for any other file.
 */
const privateFeatureFile = (file) => /^src\/features\/([^/]+)\/[^/]+\/.+/.exec(file)?.[1] ?? null

/** The circles of a directed graph (Tarjan's strongly connected components of two or more). */
function circles(edges) {
  const index = new Map()
  const low = new Map()
  const stack = []
  const found = []
  let next = 0
  const visit = (node) => {
    index.set(node, next)
    low.set(node, next++)
    stack.push(node)
    for (const to of edges.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to)
        low.set(node, Math.min(low.get(node), low.get(to)))
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node), index.get(to)))
    }
    if (low.get(node) !== index.get(node)) return
    const circle = []
    for (let member = stack.pop(); ; member = stack.pop()) {
      circle.push(member)
      if (member === node) break
    }
    if (circle.length > 1) found.push(circle)
  }
  for (const node of edges.keys()) if (!index.has(node)) visit(node)
  return found
}

const graph = await madge(ROOTS, settings.madge)
const files = graph.obj()
const problems = []

for (const circle of graph.circular()) problems.push(`cercle de fichiers : ${circle.join(' → ')}`)

/**
 * Payload's import map (generated from the configuration's component paths) loads each feature's
 * back-office screens, which live in its `admin/` folder: the one importer from outside allowed.
 */
const IMPORT_MAP = 'src/app/(payload)/admin/importMap.js'
const isAdminScreen = (file) => /^src\/features\/[^/]+\/admin\//.test(file)
/**
 * The other: a feature's team screens served outside Payload's admin, for their weight (the
 * yard's phone, #62), by the route group of the feature's name (`src/app/(yard)/` → `yard/admin/`).
 */
const ownTeamRoute = (file, imported) => {
  const group = /^src\/app\/\(([^)]+)\)\//.exec(file)?.[1]
  return group !== undefined && imported.startsWith(`src/features/${group}/admin/`)
}

for (const [file, imports] of Object.entries(files))
  for (const imported of imports) {
    const feature = privateFeatureFile(imported)
    if (file === IMPORT_MAP && isAdminScreen(imported)) continue
    if (ownTeamRoute(file, imported)) continue
    if (feature && !file.startsWith(`src/features/${feature}/`))
      problems.push(
        `${file} → ${imported} : un fichier propre à src/features/${feature} (dans un de ses ` +
          'sous-dossiers) ; le reste de la maison importe les fichiers à sa racine',
      )
  }

const folders = new Map()
const example = new Map()
for (const [file, imports] of Object.entries(files)) {
  for (const imported of imports) {
    const from = folderOf(file)
    const to = folderOf(imported)
    // payload.config.ts assembles the features' collections and globals: who imports it takes the
    // running app (the Local API, the defaults it carries), not a feature, so no circle closes
    // through it (a circle of files still would)
    if (from === to || to === ASSEMBLY) continue
    if (!folders.has(from)) folders.set(from, new Set())
    folders.get(from).add(to)
    example.set(`${from} ${to}`, `${file} → ${imported}`)
  }
}
for (const circle of circles(folders)) {
  const inside = new Set(circle)
  const arrows = [...example]
    .filter(([pair]) => pair.split(' ').every((folder) => inside.has(folder)))
    .map(([, arrow]) => `    ${arrow}`)
  problems.push(`cercle de dossiers : ${circle.sort().join(', ')}\n${arrows.join('\n')}`)
}

const users = new Map()
for (const imports of Object.values(files))
  for (const imported of imports) users.set(imported, (users.get(imported) ?? 0) + 1)
for (const file of Object.keys(files).filter((name) => name.startsWith('src/lib/'))) {
  const count = users.get(file) ?? 0
  if (count < 2)
    problems.push(
      `${file} : ${count} utilisateur — src/lib garde ce que deux fichiers ou plus partagent ; ` +
        'un module à un seul utilisateur va à côté de lui',
    )
}

if (problems.length) {
  console.error(problems.join('\n'))
  process.exit(1)
}
console.log(
  `graphe des imports : ${Object.keys(files).length} fichiers, ni cercle de fichiers ni de dossiers`,
)
