import 'server-only'

import { APIError, type CollectionBeforeOperationHook, type SharpDependency } from 'payload'
import sharp from 'sharp'

import { UPLOAD_MAX_PIXELS } from '@/lib/constants'
import { imagePixelsProblem } from '@/platform/services/uploads/imagePixels'

/**
 * Every upload (admin, /api/cms, the /api contract, scripts) whose image declares more pixels
 * than the limit is refused (400) before Payload decodes it: its sizes and its WebP copies would
 * cost seconds and hundreds of MB each.
 */
export const refuseOversizedImages: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file?.data?.length) return args
  const problem = await imagePixelsProblem(req.file.name, req.file.data)
  if (problem) throw new APIError(problem, 400)
  return args
}

/**
 * Payload's sharp, which never decodes more than the limit whatever reaches it (a stored file
 * cropped again, a path the hook above does not see): sharp refuses such an input itself.
 */
export const limitedSharp: SharpDependency = (input, options) =>
  sharp(input, { ...options, limitInputPixels: UPLOAD_MAX_PIXELS })
