import 'server-only'

import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'

import { s3ClientOptions, s3Settings } from '@/platform/runtime/s3Settings'

let client: S3Client | null = null

/**
 * An uploaded file's bytes for the server's own use (a PDF's picture): from the bucket when
 * S3_BUCKET is set (every instance reads the same file, whichever received it), else from
 * `localDir`; null for a file that is not there. The object's folder is the storage plugin's:
 * the document's `prefix` (else the collection's, `<S3_PREFIX>/<slug>`), then its `_objectKey`.
 */
export async function storedFileBytes(
  slug: string,
  file: { filename?: string | null; prefix?: string | null; _objectKey?: string | null },
  localDir: string,
): Promise<Buffer | null> {
  if (!file.filename) return null
  const name = path.basename(file.filename)
  const settings = s3Settings()
  if (!settings) return readFile(path.join(localDir, name)).catch(() => null)
  client ??= new S3Client(s3ClientOptions(settings))
  const folder = file.prefix || path.posix.join(settings.prefix, slug)
  const key = path.posix.join(folder, file._objectKey ?? '', name)
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }))
    return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return null
    throw error
  }
}
