import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

/**
 * What keeps several instances' caches in step. Every save stores a new version of its cache tag
 * in Payload's key-value collection (the database all instances share); each instance's edge asks
 * its app every few seconds (`/api/internal/content-changes`) to compare the stored versions with
 * the ones it last saw, and the tags another instance changed are revalidated here too.
 */
const KV_COLLECTION = 'payload-kv'
const KEY_PREFIX = 'content-version:'

type StoredVersion = { version: string; origin: string }

type State = {
  instance: string
  seen: Map<string, string> | null
  /** Tags revalidated at the last look, revalidated once more at the next (see takeRemoteChanges). */
  again: string[]
}

/** One per process, shared by the module graphs that import this file (hooks and routes). */
const STATE_KEY = Symbol.for('bk.site.contentVersions')

function state(): State {
  const holder = globalThis as { [STATE_KEY]?: State }
  holder[STATE_KEY] ??= { instance: randomUUID(), seen: null, again: [] }
  return holder[STATE_KEY]
}

/** The origin of a version saved by a job of the queue: no instance's, so every one takes it. */
export const BACKGROUND_ORIGIN = 'background'

/**
 * Stores a new version of `tag` in Payload's key-value store (`payload.kv`, outside any
 * transaction: two editors saving the same collection at once would otherwise conflict on this
 * one record and fail their saves). Never fails the save: a lost version only delays the other
 * instances until the tag's next change or their restart.
 */
export async function recordContentVersion(
  tag: string,
  payload: Payload,
  origin: string = state().instance,
): Promise<void> {
  try {
    await payload.kv.set(KEY_PREFIX + tag, {
      version: randomUUID(),
      origin,
    } satisfies StoredVersion)
  } catch (error) {
    payload.logger.warn({ err: error, tag }, 'Version de contenu non enregistrée')
  }
}

/**
 * The tags to revalidate here: those whose stored version moved since this process last looked,
 * changed by another instance. The version is written once the save has committed, but a render
 * here may have read the old content just before and cache it after the first revalidation, so
 * each such tag is revalidated once more at the next look. The first call only takes note of the
 * versions: at boot every page is revalidated anyway.
 */
export async function takeRemoteChanges(payload: Payload): Promise<string[]> {
  const current = state()
  // every version in one query, where payload.kv would take one per key (keys(), then get())
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
  const tags = [...new Set([...changed, ...current.again])]
  current.again = changed
  return tags
}
