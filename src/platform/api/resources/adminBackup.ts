import { createReadStream } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'

import { z } from 'zod'

import { frenchOnly } from '@/i18n/frenchOnly'
import {
  BackupError,
  createBackupApart,
  formatSize,
  latestBackup,
  optimizeDatabaseApart,
  restorableArchives,
  type StoredArchive,
} from '@/platform/services/backup/backup'
import { databaseCopy } from '@/platform/services/backup/backupDatabase'
import {
  ArchiveRefused,
  checkArchive,
  receiveArchive,
  restoreOnline,
} from '@/platform/services/backup/restoreOnline'
import { resetSite } from '@/platform/services/siteReset'
import { formatLongDateTime } from '@/lib/format'
import { topBarSlug } from '@/lib/slugs'
import type { User } from '@/generated/payload-types'

import { ApiError, ok } from '../envelope'
import { route } from '../route'

function requireSuperAdmin(
  user: User | null,
  message: string = frenchOnly.backup.superAdminOnly,
): void {
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

const TAG = 'Administration — sauvegarde'

const storedArchiveSchema = z.object({
  name: z.string(),
  createdAt: z.iso.datetime(),
  size: z.string(),
})
const storedArchive = (archive: StoredArchive) => ({
  name: archive.name,
  createdAt: archive.createdAt.toISOString(),
  size: formatSize(archive.size),
})

const archiveSummarySchema = z.object({
  createdAt: z.iso.datetime(),
  engine: z.enum(['sqlite', 'postgres']),
  counts: z.object({
    news: z.number(),
    equipment: z.number(),
    departments: z.number(),
    media: z.number(),
    users: z.number(),
    quoteRequests: z.number(),
    subscribers: z.number(),
    outgoingEmails: z.number(),
  }),
  files: z.number(),
})

/** A refusal of the backup tools (their French sentence) as a 409; anything else stays a 500. */
function refusedAs409(error: unknown): never {
  if (error instanceof BackupError) throw new ApiError(409, error.message)
  throw error
}

/** The settings screen's backup (super-administrator): the same archive as `npm run backup`. */
export const adminBackupRoutes = [
  route({
    method: 'GET',
    path: '/admin/backup',
    summary:
      'Date et taille de la dernière sauvegarde, ou pourquoi le site ne peut pas en faire (MongoDB)',
    tag: TAG,
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
    tag: TAG,
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
    method: 'GET',
    path: '/admin/backup/archives',
    summary:
      'Les archives que « Restaurer » propose : sauvegardes et archives envoyées, la plus récente d’abord',
    tag: TAG,
    auth: 'admin',
    data: z.array(storedArchiveSchema),
    refuses: [{ status: 403, description: frenchOnly.backup.restoreSuperAdminOnly }],
    handle: async ({ user }) => {
      requireSuperAdmin(user, frenchOnly.backup.restoreSuperAdminOnly)
      return ok(restorableArchives().map(storedArchive))
    },
  }),
  route({
    method: 'POST',
    path: '/admin/backup/archives',
    summary: 'Reçoit une archive .tar.gz (le corps de la requête, 2 Go au plus) à restaurer',
    tag: TAG,
    auth: 'admin',
    rawBody: 'application/gzip',
    created: true,
    data: storedArchiveSchema,
    refuses: [
      { status: 403, description: frenchOnly.backup.restoreSuperAdminOnly },
      { status: 413, description: frenchOnly.backup.archiveTooLarge },
      { status: 415, description: frenchOnly.backup.archiveNotGzip },
    ],
    handle: async ({ user, request }) => {
      requireSuperAdmin(user, frenchOnly.backup.restoreSuperAdminOnly)
      if (!request.body) throw new ApiError(415, frenchOnly.backup.archiveNotGzip)
      const name = await receiveArchive(request.body).catch((error: unknown) => {
        if (error instanceof ArchiveRefused) throw new ApiError(error.status, error.message)
        throw error
      })
      const stored = restorableArchives().find((archive) => archive.name === name)
      return ok(stored && storedArchive(stored), {
        status: 201,
        message: frenchOnly.backup.archiveReceived(name),
      })
    },
  }),
  route({
    method: 'POST',
    path: '/admin/backup/check',
    summary:
      'Vérifie une archive (entrées, manifeste, intégrité et lignes de la base) sans rien changer',
    tag: TAG,
    auth: 'admin',
    body: z.object({ name: z.string().max(200) }),
    data: archiveSummarySchema,
    refuses: [
      { status: 403, description: frenchOnly.backup.restoreSuperAdminOnly },
      { status: 409, description: 'Archive refusée (la raison en français)' },
    ],
    handle: async ({ user, body }) => {
      requireSuperAdmin(user, frenchOnly.backup.restoreSuperAdminOnly)
      const summary = await checkArchive(body.name).catch(refusedAs409)
      return ok(summary, { message: frenchOnly.backup.archiveChecked })
    },
  }),
  route({
    method: 'POST',
    path: '/admin/backup/restore',
    duringRestore: true,
    summary:
      'Restaure une archive pendant que le site tourne : sauvegarde de l’état actuel, maintenance, restauration, remise en ligne',
    tag: TAG,
    auth: 'admin',
    body: z.object({ name: z.string().max(200), companyName: z.string().max(200) }),
    data: z.object({ archive: archiveSummarySchema, safety: z.string() }),
    refuses: [
      { status: 403, description: frenchOnly.backup.restoreSuperAdminOnly },
      { status: 409, description: 'Archive refusée ou restauration impossible : rien n’a changé' },
    ],
    handle: async ({ payload, user, body }) => {
      requireSuperAdmin(user, frenchOnly.backup.restoreSuperAdminOnly)
      const topBar = await payload.findGlobal({ slug: topBarSlug, depth: 0, overrideAccess: true })
      const name = topBar.branding?.companyName ?? ''
      if (!name || !sameName(body.companyName, name))
        throw new ApiError(400, frenchOnly.backup.resetWrongName(name))
      const done = await restoreOnline(payload, body.name).catch(refusedAs409)
      return ok(done, {
        message: frenchOnly.backup.restored(formatLongDateTime(done.archive.createdAt)),
      })
    },
  }),
  route({
    method: 'POST',
    path: '/admin/database/optimize',
    summary:
      'Optimise la base de données (SQLite : VACUUM puis ANALYZE ; PostgreSQL : VACUUM ANALYZE) et dit sa taille avant et après',
    tag: TAG,
    auth: 'admin',
    data: z.object({ before: z.string(), after: z.string() }),
    refuses: [
      { status: 403, description: frenchOnly.backup.optimizeSuperAdminOnly },
      {
        status: 409,
        description: 'Une sauvegarde ou une optimisation en cours, ou une base MongoDB',
      },
    ],
    handle: async ({ user }) => {
      requireSuperAdmin(user, frenchOnly.backup.optimizeSuperAdminOnly)
      const { before, after } = await optimizeDatabaseApart().catch((error: unknown) => {
        if (error instanceof BackupError) throw new ApiError(409, error.message)
        throw error
      })
      const sizes = { before: formatSize(before), after: formatSize(after) }
      return ok(sizes, { message: frenchOnly.backup.optimized(sizes.before, sizes.after) })
    },
  }),
  route({
    method: 'POST',
    path: '/admin/site/reset',
    summary:
      'Réinitialise le site (sections de l’accueil, barre supérieure, pied de page) après une sauvegarde',
    tag: TAG,
    auth: 'admin',
    body: z.object({ companyName: z.string().max(200) }),
    data: z.object({ backup: z.string(), reset: z.array(z.string()) }),
    refuses: [
      { status: 403, description: frenchOnly.backup.resetSuperAdminOnly },
      { status: 409, description: 'Sauvegarde impossible sur ce site : rien n’est réinitialisé' },
    ],
    handle: async ({ payload, user, body }) => {
      requireSuperAdmin(user, frenchOnly.backup.resetSuperAdminOnly)
      const topBar = await payload.findGlobal({ slug: topBarSlug, depth: 0, overrideAccess: true })
      const name = topBar.branding?.companyName ?? ''
      if (!name || !sameName(body.companyName, name))
        throw new ApiError(400, frenchOnly.backup.resetWrongName(name))
      const done = await resetSite(payload).catch((error: unknown) => {
        if (error instanceof BackupError) throw new ApiError(409, error.message)
        throw error
      })
      return ok(done, { message: frenchOnly.backup.resetDone })
    },
  }),
]
