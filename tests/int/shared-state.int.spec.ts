// features: platform
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { recordContentVersion, takeRemoteChanges } from '@/platform/cache/contentVersions'
import { countHit, resetHits, uncountHit } from '@/platform/data/rateLimitHits'
import { tags } from '@/platform/cache/tags'

import { testPayload } from '../helpers/payload'

/**
 * The state several instances share through the database (real SQLite file, real Local API):
 * rate-limit counters and content versions. Two instances are two processes; their meeting is
 * tested end to end in tests/e2e/instances.e2e.spec.ts.
 */
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await payload.db.deleteMany({
    collection: 'rate-limit-hits',
    where: {},
    req: {} as PayloadRequest,
  })
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('compteurs de limitation partagés', () => {
  const WINDOW = 15 * 60_000

  it('compte chaque requête d’un client dans la fenêtre, client par client', async () => {
    const counts = []
    for (let index = 0; index < 3; index++)
      counts.push((await countHit(payload, 'auth:198.51.100.1', WINDOW)).totalHits)
    expect(counts).toEqual([1, 2, 3])
    expect((await countHit(payload, 'auth:198.51.100.2', WINDOW)).totalHits).toBe(1)
    expect((await countHit(payload, 'forms:198.51.100.1', WINDOW)).totalHits).toBe(1)
  })

  it('donne la fin de la fenêtre, la même pour toutes les instances', async () => {
    const { resetTime } = await countHit(payload, 'auth:198.51.100.3', WINDOW)
    expect(resetTime.getTime() % WINDOW).toBe(0)
    expect(resetTime.getTime()).toBeGreaterThan(Date.now())
    expect(resetTime.getTime() - Date.now()).toBeLessThanOrEqual(WINDOW)
  })

  it('compte juste sous des requêtes simultanées', async () => {
    await Promise.all(
      Array.from({ length: 20 }, () => countHit(payload, 'beacon:198.51.100.4', WINDOW)),
    )
    expect((await countHit(payload, 'beacon:198.51.100.4', WINDOW)).totalHits).toBe(21)
  })

  it('retire une requête, puis remet le compteur à zéro', async () => {
    const key = 'auth:198.51.100.5'
    await countHit(payload, key, WINDOW)
    await countHit(payload, key, WINDOW)
    await uncountHit(payload, key, WINDOW)
    expect((await countHit(payload, key, WINDOW)).totalHits).toBe(2)
    await resetHits(payload, key)
    expect((await countHit(payload, key, WINDOW)).totalHits).toBe(1)
  })

  it('repart de un dans la fenêtre suivante', async () => {
    const key = 'auth:198.51.100.6'
    const window = 300
    await countHit(payload, key, window)
    await countHit(payload, key, window)
    await sleep(window + 50)
    expect((await countHit(payload, key, window)).totalHits).toBe(1)
  })
})

describe('versions du contenu', () => {
  it('ne rapporte que ce qui a changé depuis la dernière lecture, une fois', async () => {
    // the first look only takes note (the boot revalidates everything)
    await takeRemoteChanges(payload)
    expect(await takeRemoteChanges(payload)).toEqual([])
  })

  it('ignore les changements de sa propre instance', async () => {
    await recordContentVersion(tags.global('section-hero'), payload)
    expect(await takeRemoteChanges(payload)).toEqual([])
  })

  it('rapporte le changement d’une autre instance, puis une fois encore (une lecture d’ici a pu le devancer)', async () => {
    const tag = tags.collection('news')
    // what another process writes: the same record with its own origin
    await payload.db.upsert({
      collection: 'payload-kv',
      data: {
        key: `content-version:${tag}`,
        data: { version: 'autre-1', origin: 'une-autre-instance' },
      },
      req: {} as PayloadRequest,
      where: { key: { equals: `content-version:${tag}` } },
    })
    expect(await takeRemoteChanges(payload)).toEqual([tag])
    expect(await takeRemoteChanges(payload)).toEqual([tag])
    expect(await takeRemoteChanges(payload)).toEqual([])
  })

  it('chaque enregistrement d’un document publie une nouvelle version de son étiquette', async () => {
    const versionOf = async (tag: string) =>
      (
        await payload.db.findOne<{ id: number; data: { version: string } }>({
          collection: 'payload-kv',
          where: { key: { equals: `content-version:${tag}` } },
          req: {} as PayloadRequest,
        })
      )?.data.version
    const tag = tags.global('section-values')
    const before = await versionOf(tag)
    await payload.updateGlobal({ slug: 'section-values', data: {} })
    const after = await versionOf(tag)
    expect(after).toBeTruthy()
    expect(after).not.toBe(before)
  })
})
