import { buildCataloguePdf, CATALOGUE_FILE_NAME } from '@/pdf/catalogue'
import { pdfResponse } from '@/pdf/response'
import { listActiveEquipment } from '@/data/equipment'
import { readGlobal } from '@/data/globals'
import { COMPANY_NAME } from '@/lib/company'

// the generation date and the equipment are read per request, never baked at build time
export const dynamic = 'force-dynamic'

/** GET /catalogue.pdf: the catalogue of the active equipment, generated from the records. */
export async function GET(): Promise<Response> {
  const [equipment, topBar] = await Promise.all([listActiveEquipment(), readGlobal('top-bar')])
  const bytes = await buildCataloguePdf({
    equipment,
    company: {
      name: topBar.branding?.companyName || COMPANY_NAME,
      phone: topBar.contact?.phone,
      email: topBar.contact?.email,
    },
    date: new Date(),
  })
  // public: a phone keeps the catalogue it opened (its worker asks again when online)
  return pdfResponse(bytes, CATALOGUE_FILE_NAME, {
    disposition: 'attachment',
    headers: { 'cache-control': 'public, no-cache' },
  })
}
