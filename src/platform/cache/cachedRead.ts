import 'server-only'

import { unstable_cache } from 'next/cache'

/**
 * The hash of the code that wrote an entry (next.config.mjs, scripts/lib/sourceFingerprint.mjs):
 * an entry written by other readers or shapes, from a former build kept in `.next/cache`, is
 * never read back.
 */
// eslint-disable-next-line no-restricted-properties -- a constant the build writes (next.config.mjs env), not a setting
const CODE_GENERATION = process.env.CODE_GENERATION ?? 'hors-construction'

/**
 * A reader kept in Next's data cache under `tags` until a save revalidates one of them, one entry
 * per `keyParts` and arguments, and per version of the code (the only way in: eslint.config.mjs).
 */
export function cachedRead<A extends unknown[], R>(
  read: (...args: A) => Promise<R>,
  keyParts: string[],
  tags: string[],
): (...args: A) => Promise<R> {
  return unstable_cache(read, [...keyParts, CODE_GENERATION], { tags })
}
