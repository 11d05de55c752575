'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'

import { itemPath, searchDescription } from '@/lib/searchResult'

import './searchPreview.scss'

/** The item's own fields the page falls back on, in the order the SEO plugin reads them. */
const NAME_FIELDS = ['name', 'title']
const TEXT_FIELDS = ['description', 'excerpt', 'intro', 'summary']

/**
 * How a search engine will show the item, from the form as it is, saved or not: the SEO title or
 * the item's name followed by the site's title, the address, the SEO description or the start of
 * the item's own. Paragraphs only: no heading or link to leave empty.
 */
export function SearchPreviewCard({ siteTitle, siteUrl }: { siteTitle: string; siteUrl: string }) {
  const { id, collectionSlug } = useDocumentInfo()
  const form = useFormFields(([fields]) => {
    const text = (path: string) => {
      const value = fields[path]?.value
      return typeof value === 'string' ? value.trim() : ''
    }
    return {
      title: text('meta.title'),
      description: text('meta.description'),
      name: NAME_FIELDS.map(text).find(Boolean) ?? '',
      body: TEXT_FIELDS.map(text).find(Boolean) ?? '',
      slug: text('slug'),
    }
  })
  const title = form.title || (form.name && [form.name, siteTitle].filter(Boolean).join(' | '))
  const description = form.description || searchDescription(form.body)
  const path = itemPath(collectionSlug, { id, slug: form.slug })
  return (
    <section className="bk-search-preview" aria-labelledby="bk-search-preview-caption">
      <p id="bk-search-preview-caption" className="bk-search-preview__caption">
        Aperçu dans les résultats de recherche
      </p>
      <div className="bk-search-preview__result" data-testid="search-preview">
        <p className="bk-search-preview__url">
          {siteUrl}
          {path ?? ''}
        </p>
        <p className="bk-search-preview__title">
          {title || <em>Le titre apparaîtra ici dès que le nom sera saisi.</em>}
        </p>
        <p className="bk-search-preview__description">
          {description || (
            <em>Pas de description : le moteur de recherche prendra un passage de la page.</em>
          )}
        </p>
      </div>
    </section>
  )
}
