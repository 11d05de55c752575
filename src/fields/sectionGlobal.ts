import type { Field, GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/isAdmin'
import { revalidateGlobal } from '@/data/revalidate'
import { sectionGlobalSlug, type SectionId } from '@/lib/sections'

import { activeField } from './active'
import { applyDefaults } from './applyDefaults'

export const HOMEPAGE_GROUP = "Page d'accueil"
export const SETTINGS_GROUP = 'Paramètres du site'

type ContentGlobalArgs = {
  slug: string
  /** Name of the generated TypeScript interface (Payload would singularise the slug). */
  interfaceName: string
  label: string
  group: string
  defaults: Record<string, unknown>
  fields: Field[]
  /** Admin components of the edit screen (buttons beside Save…). */
  components?: NonNullable<GlobalConfig['admin']>['components']
}

/**
 * A global the public site shows: readable by anyone, edited by admins, versioned, its cache
 * tag revalidated on save, and its defaults (from its defaults.ts) applied to every field.
 */
export function contentGlobal({
  slug,
  interfaceName,
  label,
  group,
  defaults,
  fields,
  components,
}: ContentGlobalArgs): GlobalConfig {
  return {
    slug,
    typescript: { interface: interfaceName },
    label,
    admin: { group, components },
    access: { read: anyone, update: isAdmin },
    versions: { max: 20 },
    hooks: { afterChange: [revalidateGlobal(slug)] },
    fields: applyDefaults(fields, defaults),
  }
}

type SectionGlobalArgs = {
  id: SectionId
  label: string
  defaults: { isActive: boolean } & Record<string, unknown>
  fields: Field[]
}

/** A homepage section: an on/off switch plus its content fields. */
export function sectionGlobal({ id, label, defaults, fields }: SectionGlobalArgs): GlobalConfig {
  const pascal = id.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase())
  return contentGlobal({
    slug: sectionGlobalSlug(id),
    interfaceName: `Section${pascal}`,
    label,
    group: HOMEPAGE_GROUP,
    defaults,
    fields: [
      {
        ...activeField('Section active'),
        admin: {
          position: 'sidebar',
          components: { Field: { path: '/admin/Sections/SectionSwitch.client#SectionSwitch', clientProps: { sectionId: id } } },
        },
      },
      ...fields,
    ],
  })
}
