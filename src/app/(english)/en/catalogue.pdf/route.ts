import { catalogueResponse } from '@/app/(frontend)/catalogue.pdf/catalogueResponse'

// the generation date and the equipment are read per request, never baked at build time
export const dynamic = 'force-dynamic'

/** GET /en/catalogue.pdf: the catalogue in English. */
export const GET = (): Promise<Response> => catalogueResponse('en')
