import { z } from 'zod'

import { topBarDefaults } from './TopBar/defaults'
import { frenchOnly } from '@/i18n/frenchOnly'
import { SOCIAL_PLATFORMS } from '@/lib/labels'

import type { ApiItem } from '@/platform/api/content'
import { ApiError, ok } from '@/platform/api/envelope'
import { readGlobalForApi } from '@/platform/data/globals'
import { resolveUploads } from '@/platform/api/mediaRefs'
import { route, type RouteContext } from '@/platform/api/route'
import { apiTopBar, apiTopBarSchema } from './apiShape'

const TAG = 'Administration — barre supérieure'
/** Legacy items carry `_id`; the global's array rows carry `id`. */
const withRowIds = (items: unknown): unknown =>
  Array.isArray(items)
    ? items.map(({ _id, id, ...rest }: ApiItem) => ({ ...rest, id: id ?? _id }))
    : items

const settingsBody = z.record(z.string(), z.unknown())

const socialBody = z
  .object({
    platform: z.enum(SOCIAL_PLATFORMS),
    url: z.string().max(500),
    isActive: z.boolean(),
    icon: z.string().max(50),
  })
  .partial()

const navigationBody = z
  .object({
    name: z.string().trim().min(1).max(100),
    href: z.string().trim().min(1).max(500),
    order: z.number().int().min(0).max(1000),
    isActive: z.boolean(),
  })
  .partial()

async function save(context: RouteContext<unknown, unknown>, data: ApiItem, message: string) {
  const fields =
    context.payload.globals.config.find((global) => global.slug === 'top-bar')?.fields ?? []
  await context.payload.updateGlobal({
    slug: 'top-bar',
    data: await resolveUploads(context.payload, fields, data),
    user: context.user,
    overrideAccess: false,
  })
  return ok(await apiTopBar(context.payload), { message })
}

/** PUT /topbar/social/{id} and /topbar/navigation/{id}: change one row of a list. */
async function updateRow(
  context: RouteContext<unknown, ApiItem>,
  list: 'socialMedia' | 'items',
  notFound: string,
) {
  const current = await readGlobalForApi(context.payload, 'top-bar')
  const rows = ((list === 'items' ? current.navigation?.items : current.socialMedia) ??
    []) as ApiItem[]
  if (!rows.some((row) => row.id === context.params.id)) throw new ApiError(404, notFound)
  const updated = rows.map((row) =>
    row.id === context.params.id ? { ...row, ...context.body } : row,
  )
  const data = list === 'items' ? { navigation: { items: updated } } : { socialMedia: updated }
  return save(context, data, frenchOnly.admin.settingsSaved)
}

export const topBarRoutes = [
  route({
    method: 'PUT',
    path: '/topbar/settings',
    summary: 'Enregistre les paramètres de la barre supérieure (objet complet)',
    tag: TAG,
    auth: 'admin',
    data: apiTopBarSchema,
    body: settingsBody,
    handle: async (context) => {
      const { socialMedia, navigation, ...rest } = context.body as ApiItem
      const data: ApiItem = { ...rest }
      if (socialMedia !== undefined) data.socialMedia = withRowIds(socialMedia)
      if (navigation && typeof navigation === 'object')
        data.navigation = { ...navigation, items: withRowIds((navigation as ApiItem).items) }
      delete data._id
      return save(context, data, frenchOnly.admin.settingsSaved)
    },
  }),
  route({
    method: 'POST',
    path: '/topbar/reset',
    summary: 'Rétablit les paramètres par défaut de la barre supérieure',
    tag: TAG,
    auth: 'admin',
    data: apiTopBarSchema,
    handle: async (context) =>
      save(context, structuredClone(topBarDefaults), frenchOnly.admin.topBarResetDone),
  }),
  route({
    method: 'PUT',
    path: '/topbar/social/:id',
    summary: 'Modifie un réseau social',
    tag: TAG,
    auth: 'admin',
    data: apiTopBarSchema,
    body: socialBody,
    handle: (context) => updateRow(context, 'socialMedia', frenchOnly.topBar.socialNotFound),
  }),
  route({
    method: 'PUT',
    path: '/topbar/navigation/:id',
    summary: 'Modifie un élément du menu',
    tag: TAG,
    auth: 'admin',
    data: apiTopBarSchema,
    body: navigationBody,
    handle: (context) => updateRow(context, 'items', frenchOnly.topBar.navigationItemNotFound),
  }),
]
