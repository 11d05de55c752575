import { catalogueResponse } from '@/app/(frontend)/catalogue.pdf/catalogueResponse'
import { languageOfAddress } from '@/i18n/site/inLocale'
import { DEFAULT_SITE_LOCALE } from '@/lib/locales'

// the generation date and the equipment are read per request, never baked at build time
export const dynamic = 'force-dynamic'

/** GET /<locale>/catalogue.pdf: the catalogue in that language. */
export async function GET(_request: Request, context: { params: Promise<{ first: string }> }) {
  const locale = await languageOfAddress(context)
  if (locale === DEFAULT_SITE_LOCALE)
    return new Response('Page introuvable', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  return catalogueResponse(locale)
}
