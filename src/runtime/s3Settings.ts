import { fr } from '@/i18n/fr'

/**
 * The S3-compatible bucket's settings, read from the environment: shared by the upload storage
 * (src/plugins/storage.ts) and the backups' copy (src/services/backup/backupUpload.ts). Apart from
 * storage.ts so that `npm run backup` reads them without loading Payload and its storage plugin.
 */

/** The environment variables of S3-compatible upload storage: the one list (docs/configuration.md, errors). */
export const S3_ENV = {
  bucket: 'S3_BUCKET',
  region: 'S3_REGION',
  endpoint: 'S3_ENDPOINT',
  accessKeyId: 'S3_ACCESS_KEY_ID',
  secretAccessKey: 'S3_SECRET_ACCESS_KEY',
  forcePathStyle: 'S3_FORCE_PATH_STYLE',
  prefix: 'S3_PREFIX',
} as const

const S3_DEFAULT_REGION = 'us-east-1'

export type S3Settings = {
  bucket: string
  region: string
  endpoint?: string
  accessKeyId: string
  secretAccessKey: string
  forcePathStyle: boolean
  /** Folder of the bucket above `media/`, `documents/` and `backups/`; '' for its root. */
  prefix: string
}

type Env = Record<string, string | undefined>

const read = (env: Env, name: string) => env[name]?.trim() || undefined

function isHttpUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol)
  } catch {
    return false
  }
}

/**
 * The S3 settings when S3_BUCKET is set, else null (files stay in DATA_DIR). A bucket without
 * its keys, or an endpoint that is not a URL, stops the start with a French message rather than
 * failing on the first upload.
 */
export function s3Settings(env: Env = process.env): S3Settings | null {
  const bucket = read(env, S3_ENV.bucket)
  if (!bucket) return null
  const accessKeyId = read(env, S3_ENV.accessKeyId)
  const secretAccessKey = read(env, S3_ENV.secretAccessKey)
  if (!accessKeyId || !secretAccessKey) {
    const missing: string[] = []
    if (!accessKeyId) missing.push(S3_ENV.accessKeyId)
    if (!secretAccessKey) missing.push(S3_ENV.secretAccessKey)
    throw new Error(fr.storage.missingCredentials(S3_ENV.bucket, missing))
  }
  const endpoint = read(env, S3_ENV.endpoint)
  if (endpoint && !isHttpUrl(endpoint))
    throw new Error(fr.storage.invalidEndpoint(S3_ENV.endpoint, endpoint))
  return {
    bucket,
    region: read(env, S3_ENV.region) ?? S3_DEFAULT_REGION,
    endpoint,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: /^(true|1|yes)$/i.test(read(env, S3_ENV.forcePathStyle) ?? ''),
    prefix: (read(env, S3_ENV.prefix) ?? '').replace(/^\/+|\/+$/g, ''),
  }
}
