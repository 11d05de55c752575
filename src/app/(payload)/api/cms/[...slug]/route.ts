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

import { frenchRouteNotFound } from '@/lib/cmsRouteNotFound'

export const GET = frenchRouteNotFound(REST_GET(config))
export const POST = frenchRouteNotFound(REST_POST(config))
export const DELETE = frenchRouteNotFound(REST_DELETE(config))
export const PATCH = frenchRouteNotFound(REST_PATCH(config))
export const PUT = frenchRouteNotFound(REST_PUT(config))
export const OPTIONS = frenchRouteNotFound(REST_OPTIONS(config))
