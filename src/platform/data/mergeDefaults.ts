const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Stored data over built-in defaults: a value that is missing (null or undefined) takes the
 * default, objects merge key by key, and stored arrays and scalars win as they are.
 */
export function mergeDefaults<T>(stored: unknown, defaults: T): T {
  if (stored === null || stored === undefined) return structuredClone(defaults)
  if (isPlainObject(defaults) && isPlainObject(stored)) {
    const merged: Record<string, unknown> = { ...stored }
    for (const [key, fallback] of Object.entries(defaults)) {
      merged[key] = mergeDefaults(stored[key], fallback)
    }
    return merged as T
  }
  return stored as T
}
