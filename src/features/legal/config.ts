import type { Field } from 'payload'

import { contentGlobal, SETTINGS_GROUP } from '@/platform/fields/sectionGlobal'
import { tab, tabs } from '@/platform/fields/tabs'
import { fr } from '@/i18n/site/fr'
import { LEGAL_PAGES } from '@/lib/legalPages'
import { legalPagesSlug } from '@/lib/slugs'

import { legalPagesDefaults } from './defaults'
import { legalPagesDefaultsEn } from './defaults.en'

const page = (name: string): Field => ({
  name,
  type: 'group',
  label: false,
  fields: [
    { name: 'title', type: 'text', label: 'Titre', required: true },
    { name: 'content', type: 'richText', label: 'Texte' },
  ],
})

/** The privacy notice, the terms and the legal notice: one tab each, linked from the footer. */
export const LegalPages = contentGlobal({
  slug: legalPagesSlug,
  interfaceName: 'LegalPages',
  label: 'Pages légales',
  group: SETTINGS_GROUP,
  defaults: legalPagesDefaults,
  translations: { en: legalPagesDefaultsEn },
  description:
    'Les pages liées depuis le pied de page. La politique de confidentialité affiche en plus les durées de conservation réglées sur le serveur.',
  fields: [tabs(...LEGAL_PAGES.map(({ key }) => tab(fr.legalPages[key].title, [page(key)])))],
})
