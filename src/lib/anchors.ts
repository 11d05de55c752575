import { DEPARTMENT_ID_TO_SLUG } from './labels'

/** Where a navigation link goes: its address from any page, and its home-page anchor if any. */
export type NavTarget = { href: string; anchor: string | null }

const anchorOf = (href: string) => /^\/?#([\w-]+)$/.exec(href.trim())?.[1] ?? null

/**
 * A link as the server resolves it for the navigation's client components, knowing the home
 * page's anchors (src/features/home/catalog.ts). '/#contact', '#contact' → '/#contact', anchor
 * 'contact'; a department id used as an anchor ('#commerce') names no section: it is that
 * department's page; anything else ('/actualites', 'https://…') stays as it is, no anchor.
 */
export function navTarget(href: string, homeAnchors: readonly string[]): NavTarget {
  const anchor = anchorOf(href)
  if (!anchor) return { href, anchor: null }
  if (!homeAnchors.includes(anchor) && anchor in DEPARTMENT_ID_TO_SLUG)
    return { href: `/departement/${anchor}`, anchor: null }
  return { href: `/#${anchor}`, anchor }
}
