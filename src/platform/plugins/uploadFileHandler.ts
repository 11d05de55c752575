import 'server-only'

import { stat } from 'node:fs/promises'
import path from 'node:path'

import {
  type CollectionSlug,
  Forbidden,
  NotFound,
  type PayloadRequest,
  type UploadConfig,
} from 'payload'

import { isAdminUser } from '@/platform/access/roles'

type FileHandler = NonNullable<UploadConfig['handlers']>[number]

/** Whether a file is a trashed document's, or one of its sizes'. */
async function isTrashedFile(
  req: PayloadRequest,
  { collection, filename }: { collection: string; filename: string },
): Promise<boolean> {
  const config = req.payload.collections[collection as CollectionSlug]?.config
  const sizes = (config?.upload && config.upload.imageSizes) || []
  const doc = await req.payload.db.findOne({
    collection: collection as CollectionSlug,
    req,
    where: {
      and: [
        { deletedAt: { exists: true } },
        {
          or: [
            { filename: { equals: filename } },
            ...sizes.map(({ name }) => ({ [`sizes.${name}.filename`]: { equals: filename } })),
          ],
        },
      ],
    },
  })
  return doc !== null
}

/**
 * GET /api/cms/<collection>/file/<name> for a file that is not on disk (never uploaded,
 * deleted, a mistyped name): Payload answers 500 there, since a collection readable by anyone
 * skips the database lookup that would have refused it. A missing file is a 404, in French.
 * A name that leads out of the folder is refused here too, before anything is looked up, so
 * that the answer never tells which files exist elsewhere on the server.
 * With S3 storage (src/platform/plugins/storage.ts) the name is judged the same way, and the bucket's
 * handler, which runs next, answers for the file.
 */
export function missingFileAnswers404(staticDir: string): FileHandler {
  const root = path.resolve(staticDir)
  return async (req, { params }) => {
    const file = path.resolve(root, params.filename)
    if (!file.startsWith(root + path.sep)) throw new Forbidden(req.t)
    const collection = req.payload.config.collections.find(({ slug }) => slug === params.collection)
    if (collection?.upload.disableLocalStorage) {
      // in a bucket the trash moves no file (src/platform/services/trash/trashedFiles.ts): a trashed
      // document's files are refused to anyone but an administrator
      if (collection.trash && !isAdminUser(req.user) && (await isTrashedFile(req, params)))
        throw new NotFound(req.t)
      return
    }
    const isFile = await stat(file).then(
      (stats) => stats.isFile(),
      () => false,
    )
    if (!isFile) throw new NotFound(req.t)
    // nothing returned: Payload streams the file as usual
  }
}
