import 'server-only'

import { createReadStream, statSync } from 'node:fs'
import path from 'node:path'

import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'

import { frenchOnly } from '@/i18n/frenchOnly'

import { BackupError } from './backupLock'
import { s3ClientOptions, type S3Settings } from '@/platform/runtime/s3Settings'

/** The archives' folder in the bucket, beside the uploads' `media/` and `documents/`. */
const BUCKET_FOLDER = 'backups'

function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const code = (error as NodeJS.ErrnoException).code
  return [error.name !== 'Error' && error.name, code, error.message]
    .filter(Boolean)
    .join(' : ')
    .slice(0, 300)
}

/**
 * Copies a finished archive to the S3-compatible bucket of the uploads (S3_* variables), under
 * `<S3_PREFIX>/backups/`, so that a backup outlives the server; then reads its size back, so a
 * truncated copy counts as a failure. One PUT (5 GB at most, far above this site's archives).
 * A failure is a French BackupError; the local archive is never touched here.
 */
export async function copyBackupToBucket(file: string, settings: S3Settings): Promise<string> {
  const key = path.posix.join(settings.prefix, BUCKET_FOLDER, path.basename(file))
  const size = statSync(file).size
  const client = new S3Client({
    ...s3ClientOptions(settings),
    // a stream is sent once: a retry could not read it again
    maxAttempts: 1,
    // without this, the SDK frames a stream as aws-chunked with a trailing checksum, which many
    // S3-compatible services (and s3rver) store as is: the read-back size catches it
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // an unreachable endpoint fails the nightly run instead of hanging it
    requestHandler: { connectionTimeout: 15_000, requestTimeout: 120_000 },
  })
  try {
    await client.send(
      new PutObjectCommand({
        Bucket: settings.bucket,
        Key: key,
        Body: createReadStream(file),
        ContentLength: size,
        ContentType: 'application/gzip',
      }),
    )
    const stored = await client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: key }))
    if (stored.ContentLength !== size) {
      throw new Error(`${stored.ContentLength ?? 0} octets dans le bucket au lieu de ${size}`)
    }
    return key
  } catch (error) {
    throw new BackupError(
      frenchOnly.backup.copyFailed(path.basename(file), settings.bucket, reasonOf(error)),
    )
  } finally {
    client.destroy()
  }
}
