/**
 * `npm run test:load` (reliability issue): the built server on a fresh database, loopback only,
 * bounded in time. 1,000 readers during 100 admin saves must see 0 errors; 20 parallel saves of
 * the same global must each succeed or fail cleanly and leave one whole version, never a mix.
 * Exits 1 when a check fails.
 */
import { poll } from './bench/pollers'
import { buildIfNeeded } from './lib/build'
import { adminToken, saveHeroSection } from './lib/adminApi'
import { freshQuietServer } from './lib/server'

const PORT = 3400
const DATA_DIR = 'data/test/load'
const failures: string[] = []
const check = (ok: boolean, message: string) => {
  console.log(`${ok ? '✓' : '✗'} ${message}`)
  if (!ok) failures.push(message)
}

await buildIfNeeded()
// the suite logs in once; the per-IP limits are tested in Vitest
const server = await freshQuietServer(DATA_DIR, PORT)
try {
  const token = await adminToken(server.url)
  const saveHero = (content: Record<string, string>) => saveHeroSection(server.url, token, content)

  // 1,000 readers (each a page or a hot read every second) while an admin saves 100 times
  const readers = Promise.all(
    ['/', '/equipements', '/actualites', '/api/maintenance/status', '/api/homepage/settings'].map(
      (path) => poll(server.url + path, { visitors: 200, everyMs: 1_000, seconds: 20 }),
    ),
  )
  let saveErrors = 0
  for (let i = 0; i < 100; i++) {
    const response = await saveHero({ subtitle: `Lecture sous charge ${i}` })
    if (!response.ok) saveErrors += 1
  }
  const read = await readers
  const readErrors = read.reduce((sum, r) => sum + r.errors, 0)
  const requests = read.reduce((sum, r) => sum + r.requests, 0)
  check(saveErrors === 0, `100 enregistrements pendant la lecture : ${saveErrors} erreur(s)`)
  check(
    readErrors === 0,
    `1 000 lecteurs, ${requests} requêtes pendant les enregistrements : ${readErrors} erreur(s)`,
  )

  // 20 parallel saves of the same global, each writing three fields with its own number
  const statuses = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      saveHero({
        title: `Titre ${i}`,
        subtitle: `Sous-titre ${i}`,
        description: `Description ${i}`,
      }).then((r) => r.status),
    ),
  )
  check(
    statuses.every((status) => status === 200 || (status >= 400 && status < 500 && status !== 404)),
    `20 enregistrements parallèles : ${statuses.join(' ')}`,
  )
  const stored = (await (await fetch(`${server.url}/api/homepage/settings`)).json()) as {
    data: { sections: { id: string; content: Record<string, string> }[] }
  }
  const hero = stored.data.sections.find((section) => section.id === 'hero')?.content ?? {}
  const numbers = [hero.title, hero.subtitle, hero.description].map(
    (text) => /\d+$/.exec(text ?? '')?.[0],
  )
  check(
    numbers[0] !== undefined && numbers.every((n) => n === numbers[0]),
    `une seule version entière : ${hero.title} / ${hero.subtitle} / ${hero.description}`,
  )
  check((await fetch(`${server.url}/api/health`)).status === 200, 'serveur en bonne santé ensuite')
} finally {
  await server.stop()
}
if (failures.length) {
  console.error(`\n${failures.length} vérification(s) en échec`)
  process.exit(1)
}
console.log('\nTest de charge réussi')
