import { listActiveEquipment } from '@/data/equipment'
import { readGlobal } from '@/data/globals'
import { dictionaries } from '@/i18n/site'
import { COMPANY_NAME } from '@/lib/company'
import type { SiteLocale } from '@/lib/locales'
import { buildCataloguePdf, CATALOGUE_FILE_NAME } from './cataloguePdf'
import { pdfResponse } from '@/pdf/response'

/**
 * The catalogue of the active equipment in `locale`, generated from the records (/catalogue.pdf
 * and its twins under /<locale>: a route handler reads no page's language, it is given).
 */
export async function catalogueResponse(locale: SiteLocale): Promise<Response> {
  const [equipment, topBar] = await Promise.all([
    listActiveEquipment.in(locale),
    readGlobal('top-bar'),
  ])
  const bytes = await buildCataloguePdf({
    equipment,
    company: {
      name: topBar.branding?.companyName || COMPANY_NAME,
      phone: topBar.contact?.phone,
      email: topBar.contact?.email,
    },
    date: new Date(),
    text: dictionaries[locale],
  })
  // public: a phone keeps the catalogue it opened (its worker asks again when online)
  return pdfResponse(bytes, CATALOGUE_FILE_NAME, {
    disposition: 'attachment',
    headers: { 'cache-control': 'public, no-cache' },
  })
}
