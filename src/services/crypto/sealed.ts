import 'server-only'

import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

import { payloadSecret } from '@/lib/runtime'

/**
 * A mail that holds a secret (a password reset's link), kept for its retries in its job's input
 * only in this form: AES-256-GCM under a key derived from PAYLOAD_SECRET, so that any instance
 * can send it and nobody can read it from the database, the admin or the API. Payload deletes a
 * job once it completes, and with it the sealed copy, whether the mail left or was given up.
 */
const key = () =>
  Buffer.from(hkdfSync('sha256', payloadSecret(), 'bk-site', 'outgoing-mail-secret', 32))

export function seal(value: unknown): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key(), iv)
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.')
}

/** The sealed value, or null when it was sealed under another secret or altered. */
export function unseal<T>(sealed: string): T | null {
  try {
    const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'))
    const decipher = createDecipheriv('aes-256-gcm', key(), iv!)
    decipher.setAuthTag(tag!)
    const text = Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8')
    return JSON.parse(text) as T
  } catch {
    return null
  }
}
