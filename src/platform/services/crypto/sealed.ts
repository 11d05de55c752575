import 'server-only'

import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

import { payloadSecret } from '@/platform/runtime/environment'

/** What a sealed value is for: each purpose has its own key, so one never opens another's. */
export type SealPurpose = 'outgoing-mail-secret' | 'two-factor-secret' | 'login-challenge'

/**
 * Secrets kept where others could read them (a job's input, a user's row, a token handed to a
 * browser): AES-256-GCM under a key derived from PAYLOAD_SECRET and the purpose, so that any
 * instance opens them and nobody reads them from the database, the admin or the API.
 */
const key = (purpose: SealPurpose) =>
  Buffer.from(hkdfSync('sha256', payloadSecret(), 'bk-site', purpose, 32))

export function seal(value: unknown, purpose: SealPurpose): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key(purpose), iv)
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.')
}

/** The sealed value, or null when it was sealed under another secret or purpose, or altered. */
export function unseal<T>(sealed: string, purpose: SealPurpose): T | null {
  try {
    const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'))
    const decipher = createDecipheriv('aes-256-gcm', key(purpose), iv!)
    decipher.setAuthTag(tag!)
    const text = Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8')
    return JSON.parse(text) as T
  } catch {
    return null
  }
}
