import { DEPARTMENT_ID_TO_SLUG } from './labels'
import { HOME_ANCHORS } from './sections'

const anchorOf = (href: string) => /^\/?#([\w-]+)$/.exec(href.trim())?.[1] ?? null

/** A department id used as an anchor ('#commerce') names no section: it means that department's page. */
const departmentPage = (anchor: string) =>
  !HOME_ANCHORS.includes(anchor) && anchor in DEPARTMENT_ID_TO_SLUG
    ? `/departement/${anchor}`
    : null

/**
 * Home-page anchors in navigation links: '/#contact', '#contact' → 'contact'; anything that
 * is not an anchor on the home page ('/actualites', 'https://…', '#commerce') → null.
 */
export function homeAnchor(href: string): string | null {
  const anchor = anchorOf(href)
  return anchor && !departmentPage(anchor) ? anchor : null
}

/** The href a navigation link carries from any page (crawlers and no-JS visitors follow it). */
export function absoluteHomeHref(href: string): string {
  const anchor = anchorOf(href)
  if (!anchor) return href
  return departmentPage(anchor) ?? `/#${anchor}`
}
