import { payloadClient } from '@/data/payload'
import { siteRedirectTable } from '@/data/redirects'
import { fr } from '@/i18n/fr'
import { internalRoute } from '@/runtime/internalRoute'

/** The redirects the edge answers from memory (src/edge/redirects.ts), read when they change. */
export const POST = internalRoute(async () => {
  try {
    const data = await siteRedirectTable(await payloadClient())
    return Response.json({ success: true, data })
  } catch {
    return Response.json({ success: false, message: fr.api.databaseUnreachable }, { status: 503 })
  }
})
