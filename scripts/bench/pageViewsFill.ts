import { createClient } from '@libsql/client'

import { DAY_MS } from '../../src/lib/days'

/** The site's pages as the beacon stores them: path, title, department slug. */
const PAGES: [string, string, string | null][] = [
  ['/', 'Accueil', null],
  ['/equipements', 'Équipements', null],
  ['/actualites', 'Actualités', null],
  ['/catalogue', 'Catalogue', null],
  ['/departement/btp', 'BTP & Travaux Publics', 'btp-travaux-publics'],
  ['/departement/hydraulique', 'Hydraulique', 'hydraulique'],
  ['/departement/location', 'Location & Vente d’Engins', 'location-vente-engins'],
  ['/departement/automobile', 'Automobile', 'automobile'],
  ['/departement/electronique', 'Électronique', 'electronique'],
  ['/departement/commerce', 'Commerce Général', 'commerce-general'],
]
const ARTICLES = 150
const SOURCES = ['direct', 'search', 'social', 'referral']

const quote = (value: string | null) => (value === null ? 'NULL' : `'${value.replace(/'/g, "''")}'`)

/**
 * Writes `count` page views spread evenly over the last `days` days straight into the SQLite
 * file, as a year of beacons would have left them: a third of the visits are one page, the
 * others three; a visitor makes two visits; one view in six is a news article among 150.
 * One INSERT … SELECT over a recursive sequence: about 20 s for a million rows here.
 */
export async function fillPageViews(databaseFile: string, count: number, days: number) {
  const client = createClient({ url: `file:${databaseFile}` })
  const pages = PAGES.map(
    ([path, title, department], index) =>
      `SELECT ${index} AS i, ${quote(path)} AS path, ${quote(title)} AS title, ${quote(department)} AS department`,
  ).join(' UNION ALL ')
  const sources = SOURCES.map(
    (source, index) => `SELECT ${index} AS i, '${source}' AS source`,
  ).join(' UNION ALL ')
  const startSeconds = (Date.now() - days * DAY_MS) / 1000
  const step = (days * DAY_MS) / 1000 / count
  try {
    await client.execute('PRAGMA busy_timeout = 30000')
    await client.execute(`
      WITH RECURSIVE
        seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < ${count}),
        pages AS (${pages}),
        sources AS (${sources}),
        views AS (
          SELECT n,
            strftime('%Y-%m-%dT%H:%M:%fZ', ${startSeconds} + n * ${step}, 'unixepoch') AS at,
            CASE WHEN n % 9 < 3 THEN 'une-' || n ELSE 'visite-' || (n / 3) END AS session,
            'visiteur-' || (n / 6) AS visitor,
            abs(random()) % 240 AS duration
          FROM seq
        )
      INSERT INTO page_views
        (path, title, source, department, visitor_hash, session_id, duration, created_at, updated_at)
      SELECT
        CASE WHEN n % 6 = 5 THEN '/actualites/article-' || ((n / 6) % ${ARTICLES}) ELSE pages.path END,
        CASE WHEN n % 6 = 5 THEN 'Article ' || ((n / 6) % ${ARTICLES}) ELSE pages.title END,
        sources.source,
        CASE WHEN n % 6 = 5 THEN NULL ELSE pages.department END,
        visitor, session, duration, at, at
      FROM views
      JOIN pages ON pages.i = (n * 7) % ${PAGES.length}
      JOIN sources ON sources.i = (n / 3) % ${SOURCES.length}
      ORDER BY n
    `)
  } finally {
    client.close()
  }
}
