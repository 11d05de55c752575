import type { CollectionBeforeChangeHook } from 'payload'

/** The account created on an empty database owns the site: it becomes super-admin. */
export const firstUserIsSuperAdmin: CollectionBeforeChangeHook = async ({
  data,
  operation,
  req,
}) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', req, overrideAccess: true })
  if (totalDocs === 0) return { ...data, role: 'super-admin' }
  return data
}
