import 'server-only'

import { mkdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'

import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { afterCommit } from '@/platform/cache/afterCommit'

/**
 * Where a trashed upload's files wait, inside its folder: a name with a folder in it is never
 * served, by the edge (src/platform/frontServer/mediaFiles.ts) nor by Payload for a visitor (its file is not
 * where the address says), and the backups, which archive the folder whole, keep it.
 */
export const TRASHED_FILES_FOLDER = '.corbeille'

type Upload = {
  filename?: string | null
  deletedAt?: string | null
  sizes?: Record<string, { filename?: string | null } | undefined> | null
}

/** The document's file and each of its sizes' (Payload's image sizes). */
const filesOf = (doc: Upload) =>
  [doc.filename, ...Object.values(doc.sizes ?? {}).map((size) => size?.filename)].filter(
    (name): name is string => Boolean(name) && !/[/\\]/.test(name!),
  )

async function move(names: string[], from: string, to: string) {
  await mkdir(to, { recursive: true })
  for (const name of names)
    await rename(path.join(from, name), path.join(to, name)).catch(
      (error: NodeJS.ErrnoException) => {
        // a file already gone (a size never made, a move done by another instance) is no loss
        if (error.code !== 'ENOENT') throw error
      },
    )
}

/**
 * An upload collection's files follow its trash (#58): moved aside when the document goes to the
 * trash, so that no visitor reaches them at their address from that moment, moved back when it
 * is restored, deleted with it for good. After the commit: a save rolled back moves nothing.
 * Without a folder (S3 storage), nothing to move.
 */
export function filesFollowTrash(staticDir: string | null): {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} {
  const trashed = staticDir && path.join(staticDir, TRASHED_FILES_FOLDER)
  return {
    afterChange: async ({ doc, previousDoc, operation, req }) => {
      if (!staticDir || !trashed || operation !== 'update') return doc
      const now = Boolean((doc as Upload).deletedAt)
      const before = Boolean((previousDoc as Upload | undefined)?.deletedAt)
      if (now === before) return doc
      const names = filesOf(doc as Upload)
      await afterCommit(req, () =>
        now ? move(names, staticDir, trashed) : move(names, trashed, staticDir),
      )
      return doc
    },
    afterDelete: async ({ doc, req }) => {
      if (!trashed || !(doc as Upload).deletedAt) return doc
      const names = filesOf(doc as Upload)
      await afterCommit(req, async () => {
        for (const name of names) await rm(path.join(trashed, name), { force: true })
      })
      return doc
    },
  }
}
