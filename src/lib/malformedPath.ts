/**
 * An address whose percent-encoding cannot be decoded (`/actualites/%E0%A4%A`): Next answers
 * such a path on a dynamic route with a 500, so the edge answers it first.
 */
export const MALFORMED_PATH_STATUS = 400
/** The page the edge renders, with a 400, for such an address outside the APIs. */
export const MALFORMED_PATH_PAGE = '/adresse-invalide'

export function isMalformedPath(path: string): boolean {
  if (!path.includes('%')) return false
  try {
    decodeURIComponent(path)
    return false
  } catch {
    return true
  }
}
