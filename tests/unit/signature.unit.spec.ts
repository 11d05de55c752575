// features: platform
import { createHash } from 'node:crypto'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { internalToken, isInternalToken, sameSecret, signature } from '@/platform/runtime/signature'

describe('signature: one keyed digest for every signed thing (receipts, newsletter links, sign-in fingerprints, contract codes, the internal token)', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('is the server secret’s: another secret signs otherwise, and the database alone cannot recompute it', () => {
    vi.stubEnv('PAYLOAD_SECRET', 'premier-secret-de-test-assez-long')
    const first = signature('contrat-code:1:abc:123456')
    vi.stubEnv('PAYLOAD_SECRET', 'second-secret-de-test-assez-long')
    const second = signature('contrat-code:1:abc:123456')
    expect(first).not.toBe(second)
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const unkeyed = createHash('sha256').update('contrat-code:1:abc:123456').digest('base64url')
    expect(second).not.toBe(unkeyed)
  })

  it('differs by purpose and is cut to the length asked', () => {
    vi.stubEnv('PAYLOAD_SECRET', 'premier-secret-de-test-assez-long')
    expect(signature('formulaire-recu:DEV-2026-0001', 22)).toHaveLength(22)
    expect(signature('formulaire-recu:DEV-2026-0001', 22)).not.toBe(
      signature('newsletter:confirmer:DEV-2026-0001', 22),
    )
    expect(signature('x', 22)).toBe(signature('x').slice(0, 22))
  })

  it('compares what a client sends in constant time, and refuses another length or value', () => {
    expect(sameSecret('abc', 'abc')).toBe(true)
    expect(sameSecret('abd', 'abc')).toBe(false)
    expect(sameSecret('ab', 'abc')).toBe(false)
    expect(sameSecret('', 'abc')).toBe(false)
    vi.stubEnv('PAYLOAD_SECRET', 'premier-secret-de-test-assez-long')
    expect(isInternalToken(internalToken())).toBe(true)
    expect(isInternalToken(null)).toBe(false)
    expect(isInternalToken(internalToken().slice(1))).toBe(false)
  })
})
