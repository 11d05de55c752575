import type { CollectionBeforeChangeHook } from 'payload'

/**
 * A renamed machine keeps its old addresses: links already shared (WhatsApp, search engines)
 * are answered with a permanent redirect to the new one (src/app/(frontend)/equipements/[slug]).
 */
export const keepPreviousSlugs: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  const before = originalDoc?.slug as string | undefined
  if (operation !== 'update' || !before || !data.slug || data.slug === before) return data
  const kept = [...((originalDoc?.previousSlugs as string[] | undefined) ?? []), before]
  return { ...data, previousSlugs: [...new Set(kept)].filter((slug) => slug !== data.slug) }
}
