import { listActiveEquipment } from '@/features/equipment/readers'
import { readGlobal } from '@/platform/data/globals'
import { payloadClient } from '@/platform/data/payload'
import { dictionaries } from '@/i18n/site'
import { legalMentions } from '@/i18n/site/legalMentions'
import { companyContact, COMPANY_NAME } from '@/lib/company'
import type { SiteLocale } from '@/lib/locales'
import { buildCataloguePdf, CATALOGUE_FILE_NAME } from './cataloguePdf'
import { pdfResponse } from '@/platform/pdf/response'
import { readSiteSettings } from '@/platform/services/mail/brand'

/**
 * The catalogue of the active equipment in `locale`, generated from the records (/catalogue.pdf
 * and its twins under /<locale>: a route handler reads no page's language, it is given).
 */
export async function catalogueResponse(locale: SiteLocale): Promise<Response> {
  const [equipment, topBar, settings] = await Promise.all([
    listActiveEquipment.in(locale),
    readGlobal('top-bar'),
    // the legal mentions are the back office's fields: read as the server, not as the visitor
    payloadClient().then((payload) => readSiteSettings(payload, locale)),
  ])
  const contact = companyContact(settings ?? {})
  const text = dictionaries[locale]
  const bytes = await buildCataloguePdf({
    // a machine sold is no longer offered
    equipment: equipment.filter((item) => item.status !== 'sold'),
    company: {
      name: topBar.branding?.companyName || COMPANY_NAME,
      phone: contact.phone,
      email: contact.email,
    },
    legal: legalMentions(settings, text),
    date: new Date(),
    text,
  })
  // public: a phone keeps the catalogue it opened (its worker asks again when online)
  return pdfResponse(bytes, CATALOGUE_FILE_NAME, {
    disposition: 'attachment',
    headers: { 'cache-control': 'public, no-cache' },
  })
}
