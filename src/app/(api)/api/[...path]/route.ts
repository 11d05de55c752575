import { dispatch } from '../routes'

/** The legacy /api contract; Payload's own API is at /api/cms. */
export const dynamic = 'force-dynamic'

const handle = (request: Request) => dispatch(request)

export const GET = handle
export const HEAD = handle
export const POST = handle
export const PUT = handle
export const PATCH = handle
export const DELETE = handle
