import type { Field, GlobalConfig } from 'payload'

import { anyone } from '@/platform/access/anyone'
import { isAdmin } from '@/platform/access/isAdmin'
import { revalidateGlobal } from '@/platform/cache/revalidate'
import { sectionGlobalSlug, sectionPreviewPath, type SectionMeta } from '@/lib/sections'

import { activeField } from './active'
import { applyDefaults, type TranslatedDefaults } from './applyDefaults'
import { localizedTexts } from './localizedTexts'
import { sitePreview } from './livePreview'

/** « Actualiser » and the last save's time on every editor of site content (back office §2). */
const REFRESH_CONTROL = '/admin/Refresh/RefreshControl.client#RefreshControl'

const HOMEPAGE_GROUP = "Page d'accueil"
export const SETTINGS_GROUP = 'Paramètres du site'

type ContentGlobalArgs = {
  slug: string
  /** Name of the generated TypeScript interface (Payload would singularise the slug). */
  interfaceName: string
  label: string
  group: string
  defaults: Record<string, unknown>
  /** The defaults in the site's other languages, by code (its `defaults.en.ts`). */
  translations?: TranslatedDefaults
  fields: Field[]
  /** Public page shown beside the editor (Payload's live preview), refreshed on each save. */
  livePreviewPath?: string
  /** Admin components of the edit screen (buttons beside Save…). */
  components?: NonNullable<GlobalConfig['admin']>['components']
  /** The notice shown above the editor. */
  description?: string
  /** Whether its texts have a version per language (#45): all but the French-only pages'. */
  localized?: boolean
  /** Its own hooks; the cache's revalidation after a change comes first. */
  hooks?: GlobalConfig['hooks']
}

/**
 * A global the public site shows: readable by anyone, edited by admins, versioned, its cache
 * tag revalidated on save, and its defaults (from its defaults.ts) applied to every field and
 * kept in `custom.defaults` for the readers.
 */
export function contentGlobal({
  slug,
  interfaceName,
  label,
  group,
  defaults,
  translations = {},
  fields,
  components,
  livePreviewPath,
  description,
  localized = true,
  hooks,
}: ContentGlobalArgs): GlobalConfig {
  return {
    slug,
    typescript: { interface: interfaceName },
    label,
    admin: {
      group,
      components: {
        ...components,
        elements: {
          ...components?.elements,
          beforeDocumentControls: [
            REFRESH_CONTROL,
            ...(components?.elements?.beforeDocumentControls ?? []),
          ],
        },
      },
      ...(description && { description }),
      ...(livePreviewPath && {
        livePreview: sitePreview(() => livePreviewPath),
      }),
    },
    access: { read: anyone, update: isAdmin },
    versions: { max: 20 },
    hooks: { ...hooks, afterChange: [revalidateGlobal(slug), ...(hooks?.afterChange ?? [])] },
    fields: applyDefaults(localized ? localizedTexts(fields) : fields, defaults, translations),
    // the readers' fallback (src/platform/data/globalDefaults.ts) takes them from here
    custom: { defaults, translations },
  }
}

type SectionGlobalArgs<M extends SectionMeta> = {
  /** Its id, anchor, and title and description in the homepage settings. */
  section: M
  label: string
  defaults: { isActive: boolean } & Record<string, unknown>
  translations?: TranslatedDefaults
  fields: Field[]
  description?: string
  hooks?: GlobalConfig['hooks']
}

/** A section's global: what src/features/home/catalog.ts reads the section's description from. */
export type SectionGlobal<M extends SectionMeta> = GlobalConfig & {
  custom: { section: M; defaults: Record<string, unknown>; translations: TranslatedDefaults }
}

/** A homepage section: an on/off switch plus its content fields. */
export function sectionGlobal<const M extends SectionMeta>({
  section,
  label,
  defaults,
  translations = {},
  fields,
  description,
  hooks,
}: SectionGlobalArgs<M>): SectionGlobal<M> {
  const { id } = section
  const pascal = id.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase())
  const global = contentGlobal({
    slug: sectionGlobalSlug(id),
    interfaceName: `Section${pascal}`,
    label,
    group: HOMEPAGE_GROUP,
    description,
    livePreviewPath: sectionPreviewPath(section),
    hooks,
    defaults,
    translations,
    fields: [
      {
        ...activeField('Section active'),
        admin: {
          position: 'sidebar',
          components: {
            Field: {
              path: '/admin/Sections/SectionSwitch.client#SectionSwitch',
              clientProps: { sectionId: id },
            },
          },
        },
      },
      ...fields,
    ],
  })
  return { ...global, custom: { defaults, translations, section } }
}
