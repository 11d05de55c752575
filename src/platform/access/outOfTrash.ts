import type { Access, Where } from 'payload'

import { isAdminUser } from './roles'

/**
 * Nothing in the trash, even asked for (`?trash=true` is open to anyone Payload lets read): the
 * trash is the administrators' alone.
 */
export const NOT_IN_TRASH: Where = { deletedAt: { exists: false } }

/**
 * The media library for a visitor: everything, but nothing of the trash when a request asks for
 * it. A constraint on every read would make Payload look the file's document up before sending
 * any file, and answer a missing file 403 instead of its 404 (src/platform/plugins/uploadFileHandler.ts).
 */
export const anyoneOutOfTrash: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true
  const asked = req.searchParams?.get('trash') ?? (req.query as { trash?: unknown })?.trash
  return String(asked) === 'true' ? NOT_IN_TRASH : true
}
