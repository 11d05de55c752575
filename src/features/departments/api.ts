import { z } from 'zod'

import { departmentsSlug } from '@/lib/slugs'
import { frenchOnly } from '@/i18n/frenchOnly'
import { DEPARTMENT_ID_TO_SLUG } from '@/lib/labels'
import type { Payload, Where } from 'payload'

import { ApiError, ok } from '@/platform/api/envelope'
import { apiPagingSchema, pagination } from '@/lib/paging'
import { route } from '@/platform/api/route'
import { apiDepartmentSchema, toApiDepartment, withHomepageDefaults } from './apiShape'

const TAG = 'Départements'

const listQuery = z.object({
  ...apiPagingSchema(50),
  search: z.string().trim().max(100).optional(),
})

/** Anonymous reads (active departments only), in homepage order. */
const publicList = {
  collection: departmentsSlug,
  overrideAccess: false,
  sort: ['homepageSettings.homepageOrder', 'name'],
  depth: 1,
} satisfies Partial<Parameters<Payload['find']>[0]>

const searchWhere = (search?: string): Where =>
  search ? { or: [{ name: { like: search } }, { description: { like: search } }] } : {}

export const departmentRoutes = [
  route({
    method: 'GET',
    path: '/departments',
    summary: 'Départements actifs (recherche, pagination)',
    tag: TAG,
    auth: 'public',
    localized: true,
    query: listQuery,
    data: z.array(apiDepartmentSchema),
    paginated: true,
    handle: async ({ payload, query, locale }) => {
      const result = await payload.find({
        ...publicList,
        locale,
        where: searchWhere(query.search),
        page: query.page,
        limit: query.limit,
      })
      return ok(result.docs.map(toApiDepartment), { extra: { pagination: pagination(result) } })
    },
  }),
  route({
    method: 'GET',
    path: '/departments/all',
    summary: 'Tous les départements actifs',
    tag: TAG,
    auth: 'public',
    localized: true,
    data: z.array(apiDepartmentSchema),
    handle: async ({ payload, locale }) => {
      const { docs } = await payload.find({ ...publicList, locale, pagination: false })
      return ok(docs.map(toApiDepartment))
    },
  }),
  route({
    method: 'GET',
    path: '/departments/homepage',
    summary: "Départements visibles sur la page d'accueil, dans leur ordre",
    tag: TAG,
    auth: 'public',
    localized: true,
    data: z.array(apiDepartmentSchema),
    handle: async ({ payload, locale }) => {
      const { docs } = await payload.find({
        collection: departmentsSlug,
        overrideAccess: false,
        locale,
        sort: 'createdAt',
        pagination: false,
        depth: 1,
      })
      const shown = docs
        .map((doc, position) => withHomepageDefaults(toApiDepartment(doc), position))
        .filter((department) => department.homepageSettings.showOnHomepage)
        .sort(
          (a, b) =>
            (a.homepageSettings.homepageOrder ?? 0) - (b.homepageSettings.homepageOrder ?? 0),
        )
      return ok(shown)
    },
  }),
  route({
    method: 'GET',
    path: '/departments/:slug',
    summary: 'Un département actif par son slug (ou son identifiant court : btp, hydraulique…)',
    tag: TAG,
    auth: 'public',
    localized: true,
    data: apiDepartmentSchema,
    handle: async ({ payload, params, locale }) => {
      const slug =
        DEPARTMENT_ID_TO_SLUG[params.slug as keyof typeof DEPARTMENT_ID_TO_SLUG] ?? params.slug
      const { docs } = await payload.find({
        collection: departmentsSlug,
        overrideAccess: false,
        locale,
        where: { slug: { equals: slug } },
        limit: 1,
        depth: 1,
      })
      if (!docs[0]) throw new ApiError(404, frenchOnly.departments.notFound)
      return ok(toApiDepartment(docs[0]))
    },
  }),
]
