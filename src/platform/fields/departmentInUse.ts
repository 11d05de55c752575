import { APIError, type CollectionBeforeDeleteHook } from 'payload'

import { frenchOnly } from '@/i18n/frenchOnly'
import { projectsSlug } from '@/lib/slugs'

/**
 * A department the case studies name is not deleted for good: the team is told which projects
 * to move first (#44). Its move to the trash stays allowed, as it can be undone (its projects
 * then show no department until it is restored), and is what the /api contract's DELETE does.
 */
export const departmentInUse: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { docs, totalDocs } = await req.payload.find({
    collection: projectsSlug,
    where: { department: { equals: id } },
    select: { title: true },
    limit: 3,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (totalDocs === 0) return
  const department = await req.payload.findByID({
    collection: 'departments',
    id,
    select: { name: true },
    depth: 0,
    trash: true,
    overrideAccess: true,
    req,
  })
  throw new APIError(
    frenchOnly.validation.departmentInUse(
      department.name,
      totalDocs,
      docs.map((doc) => doc.title),
    ),
    400,
    undefined,
    true,
  )
}
