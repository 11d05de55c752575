import config from '@payload-config'
import '@payloadcms/next/css'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { databaseReachable } from '@/platform/data/database'
import { payloadClient } from '@/platform/data/payload'
import { limitCmsBodies } from '@/platform/plugins/cmsBodyLimit'
import { closedDuringRestore } from '@/platform/plugins/cmsWriteGate'
import { outageNotRefusal } from '@/platform/plugins/cmsDatabaseDown'
import { forgotPasswordAfterAnswer } from '@/platform/plugins/cmsForgotPassword'
import { frenchRouteNotFound, hideInternalCollections } from '@/platform/plugins/cmsRouteNotFound'
import { spokenSaveMessages } from '@/platform/plugins/cmsSaveMessages'

async function accountOf(request: Request): Promise<number | string | undefined> {
  const payload = await payloadClient()
  const { user } = await payload
    .auth({ headers: request.headers, canSetHeaders: false })
    .catch(() => ({ user: null }))
  return user?.id
}

const signedIn = async (request: Request) => (await accountOf(request)) !== undefined

async function singularLabel(collection: string): Promise<string | undefined> {
  const label = (await config).collections.find((entry) => entry.slug === collection)?.labels
    .singular
  return typeof label === 'string' ? label : undefined
}

type RestHandler = ReturnType<typeof REST_GET>
const guarded = (handler: RestHandler) =>
  hideInternalCollections(
    spokenSaveMessages(
      outageNotRefusal(
        frenchRouteNotFound(limitCmsBodies(forgotPasswordAfterAnswer(handler))),
        databaseReachable,
      ),
      { singularLabel, accountOf },
    ),
    signedIn,
  )

export const GET = guarded(REST_GET(config))
export const POST = guarded(closedDuringRestore(REST_POST(config)))
export const DELETE = guarded(closedDuringRestore(REST_DELETE(config)))
export const PATCH = guarded(closedDuringRestore(REST_PATCH(config)))
export const PUT = guarded(closedDuringRestore(REST_PUT(config)))
export const OPTIONS = guarded(REST_OPTIONS(config))
