/**
 * Brings the database up to date before the server starts: committed migrations (SQLite's and
 * PostgreSQL's schema and data, MongoDB's data),
 * the first accounts, and the French demo content on an empty database. Run on its own, never
 * beside another writer.
 */
import { getPayload } from 'payload'

import config from '../payload.config'
import { seedContent } from '../src/seed'
import { ensureAccounts } from '../src/seed/users'
import { committedMigrations } from './lib/migrations'

process.env.DISABLE_PAYLOAD_HMR = 'true'

const payload = await getPayload({ config })
await payload.db.migrate({ migrations: committedMigrations() })
const accounts = await ensureAccounts(payload)
const seeded = await seedContent(payload)

if (accounts === 'none') {
  console.warn(
    'Aucun compte administrateur : définissez ADMIN_EMAIL et ADMIN_PASSWORD, puis redémarrez.',
  )
}
if (seeded.seeded) {
  console.log(
    `Contenu de démonstration créé : ${seeded.departments} départements, ${seeded.equipment} équipements, ${seeded.news} actualités, ${seeded.projects} réalisations.`,
  )
}
await payload.destroy()
process.exit(0)
