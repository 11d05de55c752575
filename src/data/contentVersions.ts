import { randomUUID } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

/**
 * What keeps several instances' caches in step. Every save stores a new version of its cache tag
 * in Payload's key-value collection (the database all instances share); each instance's edge asks
 * its app every few seconds (`/api/internal/content-changes`) to compare the stored versions with
 * the ones it last saw, and the tags another instance changed are revalidated here too.
 */
const KV_COLLECTION = 'payload-kv'
const KEY_PREFIX = 'content-version:'

type StoredVersion = { version: string; origin: string }

type State = { instance: string; seen: Map<string, string> | null }

/** One per process, shared by the module graphs that import this file (hooks and routes). */
const STATE_KEY = Symbol.for('bk.site.contentVersions')

function state(): State {
  const holder = globalThis as { [STATE_KEY]?: State }
  holder[STATE_KEY] ??= { instance: randomUUID(), seen: null }
  return holder[STATE_KEY]
}

/**
 * Stores a new version of `tag`, inside the save's own transaction when it has one, so that no
 * instance sees the version before the change. Never fails the save: a lost version only delays
 * the other instances until their next change of that tag or restart.
 */
export async function recordContentVersion(tag: string, req: PayloadRequest): Promise<void> {
  const { instance } = state()
  const version = randomUUID()
  try {
    await req.payload.db.upsert({
      collection: KV_COLLECTION,
      data: { key: KEY_PREFIX + tag, data: { version, origin: instance } satisfies StoredVersion },
      req,
      where: { key: { equals: KEY_PREFIX + tag } },
    })
  } catch (error) {
    req.payload.logger.warn({ err: error, tag }, 'Version de contenu non enregistrée')
  }
}

/**
 * The tags whose stored version moved since this process last looked, changed by another
 * instance. The first call only takes note of the versions: at boot every page is revalidated
 * anyway.
 */
export async function takeRemoteChanges(payload: Payload): Promise<string[]> {
  const current = state()
  const { docs } = await payload.find({
    collection: KV_COLLECTION,
    where: { key: { like: KEY_PREFIX } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const first = current.seen === null
  const seen = (current.seen ??= new Map())
  const changed: string[] = []
  for (const doc of docs) {
    if (!doc.key.startsWith(KEY_PREFIX)) continue
    const tag = doc.key.slice(KEY_PREFIX.length)
    const stored = doc.data as StoredVersion
    if (seen.get(tag) === stored.version) continue
    seen.set(tag, stored.version)
    if (!first && stored.origin !== current.instance) changed.push(tag)
  }
  return changed
}
