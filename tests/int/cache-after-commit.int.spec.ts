// features: platform
import type { Payload } from 'payload'
import { createLocalReq, initTransaction, killTransaction } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { memo } from '@/platform/cache/memo'
import { tags } from '@/platform/cache/tags'
import { onContentChanged } from '@/platform/runtime/contentSignal'
import { DEMO_ADMIN } from '@/platform/runtime/environment'

import { api, tokenFor, type ApiAnswer } from '../helpers/api'
import { restoreGlobalDefaults, testPayload } from '../helpers/payload'

/**
 * Issue #40, point 9: a save's caches are emptied once its transaction has committed
 * (PostgreSQL runs the save's hooks inside it), so reads racing the save never bring the old value
 * back. Each save runs with reads started by the content-changed signal itself (what the edge's
 * maintenance poll does) and reads kept going all along; what is read after the answer is the
 * new value. SQLite has no transaction: the same expectations hold there.
 */
let payload: Payload
let token: string
type Doc = Record<string, unknown>
const TOUCHED = ['maintenance', 'top-bar'] as const

beforeAll(async () => {
  payload = await testPayload()
  token = await tokenFor(DEMO_ADMIN.email, DEMO_ADMIN.password)
})

afterAll(() => restoreGlobalDefaults(payload, TOUCHED))

const nextTurn = () => new Promise((resolve) => setImmediate(resolve))

/**
 * `save` with reads racing it: one read per content-changed signal of `tag`, started at once,
 * and two reads at a time in the background until the answer. Gives the answer, what the
 * signal's reads saw and a read made right after the answer.
 */
async function racing<R, S>(tag: string, read: () => Promise<R>, save: () => Promise<S>) {
  const signalled: Promise<R>[] = []
  const stop = onContentChanged((changed) => {
    if (changed === tag) signalled.push(read())
  })
  let saving = true
  const background = (async () => {
    while (saving) {
      await Promise.all([read(), read()])
      await nextTurn()
    }
  })()
  try {
    const answer = await save()
    saving = false
    const after = await read()
    await background
    return { answer, after, signalled: await Promise.all(signalled) }
  } finally {
    saving = false
    stop()
  }
}

const status = async () => (await api<Doc>('GET', '/maintenance/status')).body.data

describe('la maintenance lue pendant et juste après son enregistrement', () => {
  const saves: [string, () => Promise<ApiAnswer<Doc>>, Doc][] = [
    [
      'POST /admin/maintenance/start',
      () => api<Doc>('POST', '/admin/maintenance/start', { token, body: { title: 'Course' } }),
      { isActive: true, progress: 0, title: 'Course' },
    ],
    [
      'PUT /admin/maintenance/progress',
      () => api<Doc>('PUT', '/admin/maintenance/progress', { token, body: { progress: 37 } }),
      { isActive: true, progress: 37 },
    ],
    [
      'PUT /admin/maintenance/update',
      () =>
        api<Doc>('PUT', '/admin/maintenance/update', {
          token,
          body: { estimatedTime: '45 minutes', progress: 80 },
        }),
      { isActive: true, progress: 80, estimatedTime: '45 minutes' },
    ],
    [
      'POST /admin/maintenance/stop',
      () => api<Doc>('POST', '/admin/maintenance/stop', { token }),
      { isActive: false },
    ],
  ]

  it.each(saves)('%s', async (_name, save, expected) => {
    const { answer, after, signalled } = await racing(tags.global('maintenance'), status, save)
    expect(answer.status).toBe(200)
    expect(answer.body.data).toMatchObject(expected)
    expect(after).toMatchObject(expected)
    expect(signalled.length).toBeGreaterThan(0)
    for (const seen of signalled) expect(seen).toMatchObject(expected)
  })
})

describe('un global et une collection lus pendant et juste après leur enregistrement', () => {
  it('le global de la barre supérieure (Local API)', async () => {
    const read = async () => (await api<Doc>('GET', '/topbar/settings')).body.data
    for (const slogan of ['Premier slogan', 'Second slogan']) {
      const { after, signalled } = await racing(tags.global('top-bar'), read, () =>
        payload.updateGlobal({ slug: 'top-bar', data: { branding: { slogan } } }),
      )
      const expected = { branding: { slogan } }
      expect(after).toMatchObject(expected)
      expect(signalled.length).toBeGreaterThan(0)
      for (const seen of signalled) expect(seen).toMatchObject(expected)
    }
  })

  it('un document de collection (Local API) : le signal part après le commit', async () => {
    const [department] = (await payload.find({ collection: 'departments', limit: 1 })).docs
    const read = async () =>
      (await payload.findByID({ collection: 'departments', id: department.id, depth: 0 }))
        .description
    try {
      const description = 'Décrit pendant la course'
      const { after, signalled } = await racing(tags.collection('departments'), read, () =>
        payload.update({ collection: 'departments', id: department.id, data: { description } }),
      )
      expect(after).toBe(description)
      expect(signalled.length).toBeGreaterThan(0)
      for (const seen of signalled) expect(seen).toBe(description)
    } finally {
      await payload.update({
        collection: 'departments',
        id: department.id,
        data: { description: department.description },
        context: { disableRevalidate: true },
      })
    }
  })
})

describe('une lecture mise en mémoire que l’enregistrement a doublée', () => {
  it('rend ce qu’elle a lu sans le garder : la lecture suivante voit l’enregistrement', async () => {
    const key = 'test:lecture-doublee'
    const slogan = async () => (await payload.findGlobal({ slug: 'top-bar' })).branding?.slogan
    const before = await slogan()
    let readDone = () => {}
    const read = new Promise<void>((resolve) => (readDone = resolve))
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    // a read that found the old value in the database and is still on its way when the save ends
    const overtaken = memo(key, [tags.global('top-bar')], 60_000, async () => {
      const value = await slogan()
      readDone()
      await released
      return value
    })
    await read
    await payload.updateGlobal({ slug: 'top-bar', data: { branding: { slogan: 'Après' } } })
    release()
    expect(await overtaken).toBe(before)
    expect(await memo(key, [tags.global('top-bar')], 60_000, slogan)).toBe('Après')
  })
})

describe('une écriture annulée', () => {
  it('ne signale rien et ne laisse rien en attente', async () => {
    const signals: string[] = []
    const stop = onContentChanged((tag) => signals.push(tag))
    const req = await createLocalReq({}, payload)
    try {
      const transaction = await initTransaction(req)
      await payload.updateGlobal({ slug: 'top-bar', data: { branding: { slogan: 'Annulé' } }, req })
      const registered = pendingCommits(payload)
      await killTransaction(req)
      if (!transaction) {
        // SQLite: no transaction, the write stands and signalled at once
        expect(signals).toEqual([tags.global('top-bar')])
        return
      }
      expect(registered).toBe(1)
      expect(signals).toEqual([])
      expect((await payload.findGlobal({ slug: 'top-bar' })).branding?.slogan).not.toBe('Annulé')
      expect(pendingCommits(payload)).toBe(0)
    } finally {
      stop()
    }
  })
})

/** How many transactions still hold work waiting for their commit (src/platform/cache/afterCommit.ts). */
function pendingCommits(payload: Payload): number {
  const holder = payload.db as unknown as Record<symbol, Map<unknown, unknown> | undefined>
  return holder[Symbol.for('bk.site.afterCommit')]?.size ?? 0
}
