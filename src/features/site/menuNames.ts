import { isReservedPageSlug } from '@/lib/pagePaths'

/** The slug of a page built from blocks that a menu link leads to (`/nos-engagements`), or null. */
export const menuPageSlug = (href: string) => {
  const slug = /^\/([a-z0-9-]+)$/.exec(href)?.[1]
  return slug && !isReservedPageSlug(slug) ? slug : null
}

type Item = { id?: string | null; name: string; href: string }

/**
 * A menu in another language than French (#59): an item the team has not translated (its name
 * is still the French one) that leads to one of the site's pages takes that page's title in the
 * language (`titleOf`, null when there is none), so a page added to the menu in French does not
 * keep its French label on /en. A translated item keeps the team's words.
 */
export async function menuNamesIn<T extends Item>(
  items: T[],
  frenchNames: ReadonlyMap<string | null | undefined, string>,
  titleOf: (slug: string) => Promise<string | null>,
): Promise<T[]> {
  return Promise.all(
    items.map(async (item) => {
      const slug = menuPageSlug(item.href)
      if (!slug || frenchNames.get(item.id) !== item.name) return item
      const title = await titleOf(slug)
      return title ? { ...item, name: title } : item
    }),
  )
}
