import { frenchOnly } from '@/i18n/frenchOnly'

import { type SettingName, setting, wrongValue } from './configuration'

/**
 * The S3-compatible bucket's settings, read from the environment: shared by the upload storage
 * (src/platform/plugins/storage.ts) and the backups' copy (src/platform/services/backup/backupUpload.ts). Apart from
 * storage.ts so that `npm run backup` reads them without loading Payload and its storage plugin.
 */

/** S3's variables by what they hold (each declared in configuration.ts), for the messages and tests. */
export const S3_ENV = {
  bucket: 'S3_BUCKET',
  region: 'S3_REGION',
  endpoint: 'S3_ENDPOINT',
  accessKeyId: 'S3_ACCESS_KEY_ID',
  secretAccessKey: 'S3_SECRET_ACCESS_KEY',
  forcePathStyle: 'S3_FORCE_PATH_STYLE',
  prefix: 'S3_PREFIX',
} as const satisfies Record<string, SettingName>

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

/**
 * The S3 settings when S3_BUCKET is set, else null (files stay in DATA_DIR). A bucket without
 * its keys, or an endpoint that is not a URL, stops the start with a French message rather than
 * failing on the first upload.
 */
export function s3Settings(env?: Env): S3Settings | null {
  const bucket = setting(S3_ENV.bucket, env)
  if (!bucket) return null
  const accessKeyId = setting(S3_ENV.accessKeyId, env)
  const secretAccessKey = setting(S3_ENV.secretAccessKey, env)
  if (!accessKeyId || !secretAccessKey) {
    const missing: string[] = []
    if (!accessKeyId) missing.push(S3_ENV.accessKeyId)
    if (!secretAccessKey) missing.push(S3_ENV.secretAccessKey)
    throw new Error(frenchOnly.storage.missingCredentials(S3_ENV.bucket, missing))
  }
  const wrongEndpoint = wrongValue(S3_ENV.endpoint, env)
  if (wrongEndpoint)
    throw new Error(frenchOnly.storage.invalidEndpoint(S3_ENV.endpoint, wrongEndpoint))
  return {
    bucket,
    region: setting(S3_ENV.region, env),
    endpoint: setting(S3_ENV.endpoint, env),
    accessKeyId,
    secretAccessKey,
    forcePathStyle: setting(S3_ENV.forcePathStyle, env),
    prefix: setting(S3_ENV.prefix, env),
  }
}

/** What an S3 client of the bucket is made with: the uploads', the backups' copy, the readers'. */
export const s3ClientOptions = (settings: S3Settings) => ({
  region: settings.region,
  endpoint: settings.endpoint,
  forcePathStyle: settings.forcePathStyle,
  credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
})
