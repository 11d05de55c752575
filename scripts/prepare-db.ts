/**
 * Brings the database up to date before the server starts: committed migrations (SQLite),
 * the first accounts, and the French demo content on an empty database. Run on its own, never
 * beside another writer.
 */
process.env.DISABLE_PAYLOAD_HMR = 'true'

const { getPayload } = await import('payload')
const { default: config } = await import('../payload.config')
const { migrations } = await import('../src/migrations')
const { databaseUri, isMongoUri } = await import('../src/lib/runtime')
const { ensureAccounts } = await import('../src/seed/users')
const { seedContent } = await import('../src/seed')

const payload = await getPayload({ config })
if (!isMongoUri(databaseUri())) {
  await payload.db.migrate({ migrations })
}
const accounts = await ensureAccounts(payload)
const seeded = await seedContent(payload)

if (accounts === 'none') {
  console.warn(
    'Aucun compte administrateur : définissez ADMIN_EMAIL et ADMIN_PASSWORD, puis redémarrez.',
  )
}
if (seeded.seeded) {
  console.log(
    `Contenu de démonstration créé : ${seeded.departments} départements, ${seeded.equipment} équipements, ${seeded.news} actualités.`,
  )
}
await payload.destroy()
process.exit(0)
