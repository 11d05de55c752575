import 'server-only'

import { type DescribedPicture, describedPicture } from '@/lib/media'
import { pagePath } from '@/lib/pagePaths'
import { relationId } from '@/lib/relationId'
import { type ItemSeo, itemSeo } from '@/lib/seo'
import type { Page } from '@/generated/payload-types'

import { htmlText, richTextHtml } from '@/platform/data/richText'

type Block = Page['layout'][number]
type Of<T extends Block['blockType']> = Extract<Block, { blockType: T }>

const WIDE_SIZES = ['card', 'hero'] as const
const picture = (value: unknown) => describedPicture(value, WIDE_SIZES)

/** A page's block as the site draws it: rich text as HTML, pictures as addresses. */
export type SitePageBlock =
  | { type: 'content'; id: string; html: string }
  | {
      type: 'mediaWithText'
      id: string
      image: DescribedPicture | null
      html: string
      imageSide: Of<'mediaWithText'>['imageSide']
    }
  | { type: 'gallery'; id: string; title: string | null; images: DescribedPicture[] }
  | {
      type: 'callToAction'
      id: string
      title: string
      text: string | null
      action: Of<'callToAction'>['action']
      buttonLabel: string | null
      link: string | null
    }
  | {
      type: 'cards'
      id: string
      title: string | null
      kind: Of<'cards'>['kind']
      /** The chosen items' ids, in the editor's order; the page shows the active ones. */
      ids: number[]
    }
  | { type: 'faq'; id: string; title: string | null; items: Of<'faq'>['items'] }
  | { type: 'testimonials'; id: string; title: string | null; items: Of<'testimonials'>['items'] }

export type SitePage = {
  id: number
  title: string
  slug: string
  path: string
  intro: string | null
  blocks: SitePageBlock[]
  updatedAt: string
  seo: ItemSeo
}

function toBlock(block: Block, position: number): SitePageBlock {
  const id = block.id ?? String(position)
  switch (block.blockType) {
    case 'content':
      return { type: 'content', id, html: richTextHtml(block.text) }
    case 'mediaWithText':
      return {
        type: 'mediaWithText',
        id,
        image: picture(block.image),
        html: richTextHtml(block.text),
        imageSide: block.imageSide,
      }
    case 'gallery':
      return {
        type: 'gallery',
        id,
        title: block.title ?? null,
        images: (block.images ?? []).flatMap((image) => picture(image) ?? []),
      }
    case 'callToAction':
      return {
        type: 'callToAction',
        id,
        title: block.title,
        text: block.text ?? null,
        action: block.action,
        buttonLabel: block.buttonLabel?.trim() || null,
        link: block.link?.trim() || null,
      }
    case 'cards': {
      const chosen = block.kind === 'departments' ? block.departments : block.equipment
      return {
        type: 'cards',
        id,
        title: block.title ?? null,
        kind: block.kind,
        ids: (chosen ?? []).flatMap((item) => relationId(item) ?? []),
      }
    }
    case 'faq':
      return { type: 'faq', id, title: block.title ?? null, items: block.items }
    case 'testimonials':
      return { type: 'testimonials', id, title: block.title ?? null, items: block.items }
  }
}

/** Every word a page shows, for the site search: its title, intro and blocks. */
export function pageWords(page: SitePage): string {
  const parts: (string | null)[] = [page.title, page.intro]
  for (const block of page.blocks) {
    if (block.type === 'content' || block.type === 'mediaWithText') parts.push(htmlText(block.html))
    if (block.type === 'gallery' || block.type === 'cards') parts.push(block.title)
    if (block.type === 'callToAction') parts.push(block.title, block.text)
    if (block.type === 'faq')
      parts.push(block.title, ...block.items.flatMap((item) => [item.question, item.answer]))
    if (block.type === 'testimonials')
      parts.push(block.title, ...block.items.flatMap((item) => [item.quote, item.author]))
  }
  return parts.filter(Boolean).join(' ').replace(/\s+/g, ' ')
}

export function toSitePage(doc: Page): SitePage {
  const slug = doc.slug ?? String(doc.id)
  return {
    id: doc.id,
    title: doc.title,
    slug,
    path: pagePath(slug),
    intro: doc.intro?.trim() || null,
    blocks: (doc.layout ?? []).map(toBlock),
    updatedAt: doc.updatedAt,
    seo: itemSeo(doc.meta),
  }
}
