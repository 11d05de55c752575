import 'server-only'

import path from 'node:path'

import { s3Storage } from '@payloadcms/storage-s3'
import { documentsSlug, mediaSlug, yardPhotosSlug } from '@/lib/slugs'
import {
  NotFound,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type Plugin,
  type UploadConfig,
} from 'payload'

import { s3ClientOptions, s3Settings } from '@/platform/runtime/s3Settings'

type Env = Record<string, string | undefined>

/**
 * The upload collections whose files go to the bucket, each under its own folder: the yard's
 * photos too, so that a note drawn on another instance has them (#62).
 */
const STORED_COLLECTIONS = [mediaSlug, documentsSlug, yardPhotosSlug] as const

type FileHandler = NonNullable<UploadConfig['handlers']>[number]

/** The bucket answers a missing object with an empty 404: Payload's French 404, as on disk. */
const frenchNotFound =
  (handler: FileHandler): FileHandler =>
  (req, args) =>
    // Payload's type lists Promise<Response> and Promise<void>, not a promise of either
    Promise.resolve(handler(req, args)).then((answer) => {
      if (answer instanceof Response && answer.status === 404) throw new NotFound(req.t)
      return answer
    }) as Promise<Response>

/**
 * The plugin marks `req.context` while it uploads (skipCloudStorage, the file it keeps) and,
 * through a nested update that copies the context, leaves `skipCloudStorage: true` on the
 * caller's object: every later upload given that same object (the seed's shared
 * `{ disableRevalidate: true }`) would then skip the bucket. It works on a copy instead.
 */
const ownContextForUploads: CollectionBeforeOperationHook = ({ req }) => {
  if (req.file) req.context = { ...req.context }
}

const adaptForS3 = (collection: CollectionConfig): CollectionConfig => {
  const upload = collection.upload
  if (typeof upload !== 'object') return collection
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeOperation: [ownContextForUploads, ...(collection.hooks?.beforeOperation ?? [])],
    },
    upload: { ...upload, handlers: upload.handlers?.map(frenchNotFound) },
  }
}

/**
 * Media and documents in an S3-compatible bucket when S3_BUCKET is set (every instance behind a
 * load balancer sees the same files), on the local disk otherwise. Files are served through
 * Payload at the same URLs either way (`/api/cms/<collection>/file/<name>`, read access and the
 * edge's headers unchanged). The plugin's fields (`prefix`, `_objectKey`) are in the schema in
 * both modes (alwaysInsertFields), so that one set of migrations per engine fits both.
 */
export function uploadStorage(env?: Env): Plugin {
  const settings = s3Settings(env)
  return async (config) => {
    const apiRoute = `${config.serverURL ?? ''}${config.routes?.api ?? '/api'}`
    const collectionOptions = (slug: string) =>
      settings
        ? {
            prefix: path.posix.join(settings.prefix, slug),
            generateFileURL: ({ filename }: { filename: string }) =>
              `${apiRoute}/${slug}/file/${encodeURIComponent(filename)}`,
          }
        : true
    const withStorage = await s3Storage({
      enabled: settings !== null,
      alwaysInsertFields: true,
      bucket: settings?.bucket ?? '',
      collections: Object.fromEntries(
        STORED_COLLECTIONS.map((slug) => [slug, collectionOptions(slug)]),
      ),
      config: settings ? s3ClientOptions(settings) : {},
    })(config)
    if (!settings) return withStorage
    const stored = new Set<string>(STORED_COLLECTIONS)
    return {
      ...withStorage,
      collections: withStorage.collections?.map((collection) =>
        stored.has(collection.slug) ? adaptForS3(collection) : collection,
      ),
    }
  }
}
