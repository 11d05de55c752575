import { payloadClient } from '@/platform/data/payload'
import { siteRedirectTable } from '@/platform/data/redirects'
import { frenchOnly } from '@/i18n/frenchOnly'
import { internalRoute } from '@/platform/runtime/internalRoute'

/** The redirects the edge answers from memory (src/platform/frontServer/redirects.ts), read when they change. */
export const POST = internalRoute(async () => {
  try {
    const data = await siteRedirectTable(await payloadClient())
    return Response.json({ success: true, data })
  } catch {
    return Response.json(
      { success: false, message: frenchOnly.api.databaseUnreachable },
      { status: 503 },
    )
  }
})
