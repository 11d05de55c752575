import { SECTION_GLOBALS } from './sections'

import { navTarget, type NavTarget } from '@/lib/anchors'
import { groupByAnchor, type SectionMeta } from '@/lib/sections'

type Meta = (typeof SECTION_GLOBALS)[number]['custom']['section']

/** Homepage sections of the spec, in page order: the section globals of sections.ts. */
export type SectionId = Meta['id']
/** The sections the home page draws (the footer is drawn by the site shell). */
export type HomeSectionId = Exclude<Meta, { inShell: true }>['id']

const metas: readonly Meta[] = SECTION_GLOBALS.map((global) => global.custom.section)

export const SECTION_IDS: readonly SectionId[] = metas.map(({ id }) => id)

/** Each section's description (its anchor, title…), from its folder's config.ts. */
export const SECTIONS = Object.fromEntries(metas.map((meta) => [meta.id, meta])) as {
  [T in SectionId]: Extract<Meta, { id: T }> & SectionMeta
}

const home = metas.filter(
  (meta): meta is Extract<Meta, { id: HomeSectionId }> => !('inShell' in meta && meta.inShell),
)

/** The home page's sections under each anchor, in page order. */
export const HOME_GROUPS: readonly { anchor: string; ids: HomeSectionId[] }[] = groupByAnchor(home)

/** The home page's anchors (public §2), in page order. */
const HOME_ANCHORS: readonly string[] = HOME_GROUPS.flatMap(({ anchor, ids }) => [
  anchor,
  ...ids.flatMap((id) => SECTIONS[id].innerAnchors ?? []),
])

/**
 * A navigation link's target on this site (the navigation's client components take it resolved),
 * its address in the page's language (`localize`: `sitePath` on the server).
 */
export function linkTarget(href: string, localize: (path: string) => string): NavTarget {
  const target = navTarget(href, HOME_ANCHORS)
  return { ...target, href: localize(target.href) }
}
