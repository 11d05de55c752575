import 'server-only'

import type { Payload } from 'payload'

import { departmentPath } from '@/lib/departmentPath'
import { equipmentPath } from '@/lib/equipmentPath'
import { pagePath } from '@/lib/pagePaths'
import { projectPath } from '@/lib/projectPaths'
import { asLocation, redirectKey, type SiteRedirect } from '@/lib/redirectPaths'
import { departmentsSlug, equipmentSlug, pagesSlug, projectsSlug, redirectsSlug } from '@/lib/slugs'
import type { Redirect } from '@/generated/payload-types'

/** More hops than any honest chain has: beyond it, a chain is answered where it stopped. */
const MAX_HOPS = 10

/**
 * The address a redirect's document has now; null when it is gone, in the trash, inactive or a
 * page never published.
 */
function addressOf(reference: NonNullable<Redirect['to']>['reference']): string | null {
  const doc = reference?.value
  if (!doc || typeof doc !== 'object' || !doc.slug) return null
  if ('isActive' in doc && doc.isActive === false) return null
  if ('_status' in doc && doc._status !== 'published') return null
  if (reference.relationTo === equipmentSlug) return equipmentPath(doc.slug)
  if (reference.relationTo === departmentsSlug) return departmentPath(doc.slug)
  if (reference.relationTo === pagesSlug) return pagePath(doc.slug)
  if (reference.relationTo === projectsSlug) return projectPath(doc.slug)
  return null
}

/**
 * Every redirect as the edge answers it: its target's current address (a renamed machine's old
 * addresses all lead to where it is now), chains collapsed (A → B and B → C answer A → C), loops
 * and redirects to themselves left out, a 302 anywhere on the way making the whole a 302.
 */
export async function siteRedirectTable(payload: Payload): Promise<SiteRedirect[]> {
  const { docs } = await payload.find({
    collection: redirectsSlug,
    pagination: false,
    depth: 1,
    overrideAccess: true,
  })
  const direct = new Map<string, SiteRedirect>()
  for (const doc of docs) {
    const from = redirectKey(doc.from)
    const to = doc.to?.type === 'custom' ? doc.to.url?.trim() : addressOf(doc.to?.reference)
    if (from && to) direct.set(from, { from, to, status: doc.type === '302' ? 302 : 301 })
  }
  const table: SiteRedirect[] = []
  for (const redirect of direct.values()) {
    let { to, status } = redirect
    const seen = new Set([redirect.from])
    for (let hop = 0; hop < MAX_HOPS; hop += 1) {
      const next = to.startsWith('/') ? direct.get(redirectKey(to) ?? '') : undefined
      if (!next) break
      if (seen.has(next.from)) {
        to = ''
        break
      }
      seen.add(next.from)
      to = next.to
      if (next.status === 302) status = 302
    }
    if (to && redirectKey(to) !== redirect.from)
      table.push({ from: redirect.from, to: asLocation(to), status })
  }
  return table
}
