/**
 * Home-page anchors in navigation links: '/#contact', '#contact' → 'contact'; anything that
 * is not an anchor on the home page ('/actualites', 'https://…') → null.
 */
export function homeAnchor(href: string): string | null {
  const match = /^\/?#([\w-]+)$/.exec(href.trim())
  return match ? match[1] : null
}

/** The href a home anchor should carry from any page (crawlers and no-JS visitors follow it). */
export function absoluteHomeHref(href: string): string {
  const anchor = homeAnchor(href)
  return anchor ? `/#${anchor}` : href
}
