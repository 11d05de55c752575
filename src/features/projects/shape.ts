import 'server-only'

import { type DescribedPicture, describedPicture } from '@/lib/media'
import { projectPath } from '@/lib/projectPaths'
import { relationId } from '@/lib/relationId'
import { type ItemSeo, itemSeo } from '@/lib/seo'
import type { Project } from '@/generated/payload-types'

import { richTextHtml } from '@/platform/data/richText'

/** A case study as the site shows it (#44). */
export type SiteProject = {
  id: number
  title: string
  slug: string
  path: string
  client: string | null
  place: string | null
  /** Its months, written in the page's language where it is shown (formatPeriod) */
  startDate: string | null
  endDate: string | null
  /** Its department, while that one is out of the trash. */
  department: { id: number; slug: string; name: string } | null
  equipmentIds: number[]
  summary: string
  html: string
  photos: DescribedPicture[]
  testimonial: { quote: string; author: string | null } | null
  updatedAt: string
  seo: ItemSeo
}

const PHOTO_SIZES = ['card', 'hero'] as const

export function toSiteProject(doc: Project): SiteProject {
  const slug = doc.slug ?? String(doc.id)
  const department =
    typeof doc.department === 'object' && doc.department?.slug
      ? { id: doc.department.id, slug: doc.department.slug, name: doc.department.name }
      : null
  const quote = doc.testimonial?.quote?.trim()
  return {
    id: doc.id,
    title: doc.title,
    slug,
    path: projectPath(slug),
    client: doc.client?.trim() || null,
    place: doc.place?.trim() || null,
    startDate: doc.startDate ?? null,
    endDate: doc.endDate ?? null,
    department,
    equipmentIds: (doc.equipment ?? []).flatMap((item) => relationId(item) ?? []),
    summary: doc.summary,
    html: richTextHtml(doc.content),
    photos: (doc.photos ?? []).flatMap((photo) => describedPicture(photo, PHOTO_SIZES) ?? []),
    testimonial: quote ? { quote, author: doc.testimonial?.author?.trim() || null } : null,
    updatedAt: doc.updatedAt,
    seo: itemSeo(doc.meta),
  }
}
