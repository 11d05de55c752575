import { createHash } from 'node:crypto'

/** The entity tag of a body (strong form, quoted): the same bytes, the same tag. */
export const bodyTag = (body: Uint8Array) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`

/** Whether a request's If-None-Match names `tag`, weak or strong, alone or among others. */
export const namesTag = (ifNoneMatch: string | null | undefined, tag: string) =>
  Boolean(ifNoneMatch?.split(/\s*,\s*/).some((candidate) => candidate.replace(/^W\//, '') === tag))
