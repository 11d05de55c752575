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
  label: string
  group: string
  defaults: Record<string, unknown>
  fields: Field[]
}

/**
 * A global the public site shows: readable by anyone, edited by admins, versioned, its cache
 * tag revalidated on save, and its defaults (from its defaults.ts) applied to every field.
 */
export function contentGlobal({ slug, label, group, defaults, fields }: ContentGlobalArgs): GlobalConfig {
  return {
    slug,
    label,
    admin: { group },
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
  return contentGlobal({
    slug: sectionGlobalSlug(id),
    label,
    group: HOMEPAGE_GROUP,
    defaults,
    fields: [{ ...activeField('Section active'), admin: { position: 'sidebar' } }, ...fields],
  })
}
