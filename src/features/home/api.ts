import type { GlobalSlug } from 'payload'
import { z } from 'zod'

import { frenchOnly } from '@/i18n/frenchOnly'
import { sectionGlobalSlug } from '@/lib/sections'

import { ApiError, ok } from '@/platform/api/envelope'
import { readGlobalForApi } from '@/platform/data/globals'
import { resolveUploads } from '@/platform/api/mediaRefs'
import { route, type RouteContext } from '@/platform/api/route'

import {
  homepageSettingsSchema,
  apiHomepageSettings,
  apiSection,
  apiSectionSchema,
} from './apiShape'
import { SECTION_IDS, type SectionId } from './catalog'
import { keepMachineLinks } from './machineRows'

const TAG = 'Administration — page d’accueil'

const content = z.record(z.string(), z.unknown())

function sectionId(raw: string | undefined): SectionId {
  if (raw && (SECTION_IDS as readonly string[]).includes(raw)) return raw as SectionId
  throw new ApiError(404, frenchOnly.sections.notFound)
}

/** Content as a client sends it → data for the global: media URLs become ids. */
async function contentData(
  context: RouteContext<unknown, unknown>,
  slug: GlobalSlug,
  data: Record<string, unknown>,
) {
  const fields = context.payload.globals.config.find((global) => global.slug === slug)?.fields ?? []
  return resolveUploads(context.payload, fields, data)
}

/**
 * The legacy back office edits the home's featured equipment as the spec's free-text list: a
 * list it sends is the one it means the home to show, so the section switches to it (the
 * fleet's records are the default since #41).
 */
const listWhenWritten = (id: SectionId, content: Record<string, unknown> | undefined) =>
  id === 'equipment' && content?.featuredEquipments !== undefined && !content.featuredSource
    ? { featuredSource: 'list' }
    : {}

/** The price grid's rows of the fleet stay linked to their machines (#59) unless repriced. */
async function linkedRows(
  context: RouteContext<unknown, unknown>,
  id: SectionId,
  content: Record<string, unknown> | undefined,
) {
  if (id !== 'quote-calculator' || content?.equipments === undefined) return {}
  const stored = await context.payload.findGlobal({
    slug: sectionGlobalSlug(id),
    depth: 0,
    overrideAccess: true,
  })
  return { equipments: keepMachineLinks(stored.equipments, content.equipments) }
}

export const adminHomepageRoutes = [
  route({
    method: 'PUT',
    path: '/admin/homepage/settings',
    summary: 'Paramètres généraux du site (titre, description, coordonnées)',
    tag: TAG,
    auth: 'admin',
    body: z.object({ general: content }),
    data: homepageSettingsSchema.shape.general,
    handle: async (context) => {
      const { payload, body, user } = context
      await payload.updateGlobal({
        slug: 'site-settings',
        data: await contentData(context, 'site-settings', body.general),
        user,
        overrideAccess: false,
      })
      return ok((await apiHomepageSettings(payload)).general, {
        message: frenchOnly.admin.settingsSaved,
      })
    },
  }),
  route({
    method: 'PUT',
    path: '/admin/homepage/sections/:id',
    summary: 'Enregistre une section : isActive et/ou contenu',
    tag: TAG,
    auth: 'admin',
    body: z.object({
      id: z.string().optional(),
      isActive: z.boolean().optional(),
      content: content.optional(),
    }),
    data: apiSectionSchema,
    handle: async (context) => {
      const id = sectionId(context.params.id)
      const slug = sectionGlobalSlug(id)
      const data = await contentData(context, slug, {
        ...context.body.content,
        ...(context.body.isActive === undefined ? {} : { isActive: context.body.isActive }),
        ...listWhenWritten(id, context.body.content),
        ...(await linkedRows(context, id, context.body.content)),
      })
      delete data.id
      await context.payload.updateGlobal({ slug, data, user: context.user, overrideAccess: false })
      return ok(await apiSection(context.payload, id), {
        message: frenchOnly.admin.sectionSaved,
      })
    },
  }),
  route({
    method: 'PATCH',
    path: '/admin/homepage/sections/:id/toggle',
    summary: 'Active ou désactive une section (enregistré aussitôt)',
    tag: TAG,
    auth: 'admin',
    data: apiSectionSchema,
    handle: async ({ payload, params, user }) => {
      const id = sectionId(params.id)
      const slug = sectionGlobalSlug(id)
      const current = (await readGlobalForApi(payload, slug)) as { isActive?: boolean | null }
      await payload.updateGlobal({
        slug,
        data: { isActive: !current.isActive },
        user,
        overrideAccess: false,
      })
      const section = await apiSection(payload, id)
      return ok(section, {
        message: section.isActive ? frenchOnly.sections.activated : frenchOnly.sections.deactivated,
      })
    },
  }),
]

/** The home page's public read: its sections and the general settings. */
export const homepageRoutes = [
  route({
    method: 'GET',
    path: '/homepage/settings',
    summary:
      "Sections de la page d'accueil (contenu par défaut là où il manque) et paramètres généraux",
    tag: "Page d'accueil",
    auth: 'public',
    localized: true,
    data: homepageSettingsSchema,
    handle: async ({ payload, locale }) => ok(await apiHomepageSettings(payload, locale)),
  }),
]
