import { createReadStream } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'

import { z } from 'zod'

import { fr } from '@/i18n/fr'
import {
  BackupError,
  createBackupApart,
  formatSize,
  latestBackup,
  optimizeDatabaseApart,
} from '@/services/backup/backup'
import { databaseCopy } from '@/services/backup/backupDatabase'
import { resetSite } from '@/services/siteReset'
import { topBarSlug } from '@/lib/slugs'
import type { User } from '@/payload-types'

import { ApiError, ok } from '../envelope'
import { route } from '../route'

function requireSuperAdmin(user: User | null, message: string = fr.backup.superAdminOnly): void {
  if (user?.role !== 'super-admin') throw new ApiError(403, message)
}

const sameName = (typed: string, name: string) =>
  typed.trim().toLocaleLowerCase('fr') === name.trim().toLocaleLowerCase('fr')

const backupStateSchema = z.union([
  z.object({
    available: z.literal(true),
    latest: z.object({ createdAt: z.iso.datetime(), size: z.string() }).nullable(),
  }),
  /** Why this site cannot back itself up (MongoDB). */
  z.object({ available: z.literal(false), reason: z.string(), latest: z.null() }),
])
type BackupState = z.infer<typeof backupStateSchema>

/** The settings screen's backup (super-administrator): the same archive as `npm run backup`. */
export const adminBackupRoutes = [
  route({
    method: 'GET',
    path: '/admin/backup',
    summary:
      'Date et taille de la dernière sauvegarde, ou pourquoi le site ne peut pas en faire (MongoDB)',
    tag: 'Administration — sauvegarde',
    auth: 'admin',
    data: backupStateSchema,
    handle: async ({ user }) => {
      requireSuperAdmin(user)
      try {
        databaseCopy()
      } catch (error) {
        if (!(error instanceof BackupError)) throw error
        return ok({ available: false, reason: error.message, latest: null } satisfies BackupState)
      }
      const latest = latestBackup()
      return ok({
        available: true,
        latest: latest && {
          createdAt: latest.createdAt.toISOString(),
          size: formatSize(latest.size),
        },
      } satisfies BackupState)
    },
  }),
  route({
    method: 'POST',
    path: '/admin/backup',
    summary:
      'Écrit une sauvegarde (base SQLite ou PostgreSQL et fichiers envoyés, comme npm run backup) et la télécharge',
    tag: 'Administration — sauvegarde',
    auth: 'admin',
    answers: { status: 200, description: 'L’archive .tar.gz', mediaType: 'application/gzip' },
    refuses: [
      { status: 409, description: 'Sauvegarde impossible sur ce site (la raison en français)' },
    ],
    handle: async ({ user }) => {
      requireSuperAdmin(user)
      const { file, size } = await createBackupApart().catch((error: unknown) => {
        if (error instanceof BackupError) throw new ApiError(409, error.message)
        throw error
      })
      const stream = Readable.toWeb(createReadStream(file)) as ReadableStream
      return new Response(stream, {
        headers: {
          'Content-Type': 'application/gzip',
          'Content-Length': String(size),
          'Content-Disposition': `attachment; filename="${path.basename(file)}"`,
          'Cache-Control': 'no-store',
        },
      })
    },
  }),
  route({
    method: 'POST',
    path: '/admin/database/optimize',
    summary:
      'Optimise la base de données (SQLite : VACUUM puis ANALYZE ; PostgreSQL : VACUUM ANALYZE) et dit sa taille avant et après',
    tag: 'Administration — sauvegarde',
    auth: 'admin',
    data: z.object({ before: z.string(), after: z.string() }),
    refuses: [
      { status: 403, description: fr.backup.optimizeSuperAdminOnly },
      {
        status: 409,
        description: 'Une sauvegarde ou une optimisation en cours, ou une base MongoDB',
      },
    ],
    handle: async ({ user }) => {
      requireSuperAdmin(user, fr.backup.optimizeSuperAdminOnly)
      const { before, after } = await optimizeDatabaseApart().catch((error: unknown) => {
        if (error instanceof BackupError) throw new ApiError(409, error.message)
        throw error
      })
      const sizes = { before: formatSize(before), after: formatSize(after) }
      return ok(sizes, { message: fr.backup.optimized(sizes.before, sizes.after) })
    },
  }),
  route({
    method: 'POST',
    path: '/admin/site/reset',
    summary:
      'Réinitialise le site (sections de l’accueil, barre supérieure, pied de page) après une sauvegarde',
    tag: 'Administration — sauvegarde',
    auth: 'admin',
    body: z.object({ companyName: z.string().max(200) }),
    data: z.object({ backup: z.string(), reset: z.array(z.string()) }),
    refuses: [
      { status: 403, description: fr.backup.resetSuperAdminOnly },
      { status: 409, description: 'Sauvegarde impossible sur ce site : rien n’est réinitialisé' },
    ],
    handle: async ({ payload, user, body }) => {
      requireSuperAdmin(user, fr.backup.resetSuperAdminOnly)
      const topBar = await payload.findGlobal({ slug: topBarSlug, depth: 0, overrideAccess: true })
      const name = topBar.branding?.companyName ?? ''
      if (!name || !sameName(body.companyName, name))
        throw new ApiError(400, fr.backup.resetWrongName(name))
      const done = await resetSite(payload).catch((error: unknown) => {
        if (error instanceof BackupError) throw new ApiError(409, error.message)
        throw error
      })
      return ok(done, { message: fr.backup.resetDone })
    },
  }),
]
