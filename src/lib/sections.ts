/**
 * How a homepage section is described. A section is its folder, src/features/home/<Name>/:
 * config.ts (built with sectionGlobal from this description, its defaults and fields), defaults.ts
 * and its component; its config joins the list in src/features/home/sections.ts and its view the
 * registry (src/features/home/registry.tsx). src/features/home/catalog.ts reads the list back.
 * Pure: no React, no reads, no Payload.
 */
export type SectionMeta = {
  /** Stored in the global `section-<id>`. */
  id: string
  /** The element id it renders under; sections sharing one stand together in one wrapper. */
  anchor: string
  /** Anchors inside the section that navigation links may target as well. */
  innerAnchors?: readonly string[]
  /** Drawn by the site shell on every public page, not by the home page. */
  inShell?: true
  /** Title and description in the homepage settings (not page content). */
  title: string
  description: string
}

export type SectionGlobalSlug<T extends string = string> = `section-${T}`
export const sectionGlobalSlug = <T extends string>(id: T): SectionGlobalSlug<T> => `section-${id}`

/** Where the admin's live preview of a section opens: the home page at the section's anchor. */
export const sectionPreviewPath = ({ anchor }: SectionMeta) => `/#${anchor}`

/** Sections under each anchor, in page order. */
export function groupByAnchor<M extends SectionMeta>(
  sections: readonly M[],
): { anchor: string; ids: M['id'][] }[] {
  const groups = new Map<string, M['id'][]>()
  for (const { anchor, id } of sections) groups.set(anchor, [...(groups.get(anchor) ?? []), id])
  return [...groups].map(([anchor, ids]) => ({ anchor, ids }))
}
