import { catalogueResponse } from './catalogueResponse'

// the generation date and the equipment are read per request, never baked at build time
export const dynamic = 'force-dynamic'

/** GET /catalogue.pdf: the catalogue of the active equipment, generated from the records. */
export const GET = (): Promise<Response> => catalogueResponse('fr')
