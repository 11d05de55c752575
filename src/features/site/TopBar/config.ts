import { activeField } from '@/platform/fields/active'
import { colorField } from '@/platform/fields/color'
import { shownWhen } from '@/platform/fields/shownWhen'
import { contactFields } from '@/platform/fields/contactFields'
import { imageField } from '@/platform/fields/image'
import { logoLettersField } from '@/platform/fields/logoLetters'
import { rowLabelFrom } from '@/platform/fields/rowLabel'
import { safeLink } from '@/platform/fields/safeLink'
import { contentGlobal, SETTINGS_GROUP } from '@/platform/fields/sectionGlobal'
import { selectField } from '@/platform/fields/select'
import { socialMediaField } from '@/platform/fields/socialLinks'
import { tab, tabs } from '@/platform/fields/tabs'
import { LOGO_BACKGROUNDS, LOGO_TYPES } from '@/lib/labels'
import { topBarSlug } from '@/lib/slugs'

import { topBarDefaults } from './defaults'
import { topBarDefaultsEn } from './defaults.en'

/** Menu fields that confirm before a critical link is renamed, re-pointed or deactivated. */
const CRITICAL_NAV_TEXT = '/features/site/admin/CriticalNavFields.client#CriticalNavText'

const checkbox = (name: string, label: string) => ({ name, type: 'checkbox' as const, label })

export const TopBar = contentGlobal({
  slug: topBarSlug,
  interfaceName: 'TopBar',
  label: 'Barre supérieure et logo',
  group: SETTINGS_GROUP,
  defaults: topBarDefaults,
  translations: { en: topBarDefaultsEn },
  livePreviewPath: '/',
  components: {
    elements: {
      beforeDocumentControls: ['/features/site/admin/TopBarActions.client#TopBarActions'],
    },
  },
  fields: [
    tabs(
      tab('Contact', [
        { name: 'contact', type: 'group', label: 'Contact', fields: [contactFields()] },
      ]),
      tab('Réseaux', [
        socialMediaField({
          row: [{ name: 'icon', type: 'text', label: 'Icône' }],
          after: [activeField()],
        }),
      ]),
      tab('Logo', [
        {
          name: 'branding',
          type: 'group',
          label: 'Logo et identité',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'companyName', type: 'text', label: "Nom de l'entreprise" },
                { name: 'slogan', type: 'text', label: 'Slogan' },
              ],
            },
            {
              type: 'row',
              fields: [
                selectField('logoType', 'Type de logo', LOGO_TYPES, {
                  text: 'Texte',
                  image: 'Image',
                }),
                shownWhen(
                  logoLettersField('logoLetter', 'Lettres du logo'),
                  (logo) => logo.logoType !== 'image',
                ),
              ],
            },
            // only the inputs of the chosen logo type and background (back office §2)
            shownWhen(
              imageField('logoImage', 'Image du logo', 'Recommandé : 500 Ko maximum.'),
              (logo) => logo.logoType === 'image',
            ),
            {
              name: 'logoColors',
              type: 'group',
              label: 'Couleurs du logo',
              fields: [
                {
                  type: 'row',
                  fields: [
                    colorField('primary', 'Principale'),
                    colorField('secondary', 'Secondaire'),
                  ],
                },
              ],
            },
            selectField('logoBackground', 'Fond du logo', LOGO_BACKGROUNDS, {
              gradient: 'Dégradé',
              solid: 'Uni',
              transparent: 'Transparent',
            }),
            shownWhen(
              colorField('logoBackgroundColor', 'Couleur de fond'),
              (logo) => logo.logoBackground === 'solid',
            ),
            shownWhen(
              {
                name: 'logoBackgroundGradient',
                type: 'group',
                label: 'Dégradé de fond',
                fields: [
                  { type: 'row', fields: [colorField('from', 'Début'), colorField('to', 'Fin')] },
                ],
              },
              (logo) => (logo.logoBackground ?? 'gradient') === 'gradient',
            ),
          ],
        },
      ]),
      tab('Menu', [
        {
          name: 'navigation',
          type: 'group',
          label: 'Menu',
          fields: [
            {
              name: 'items',
              type: 'array',
              label: 'Éléments du menu',
              labels: { singular: 'Élément', plural: 'Éléments' },
              admin: rowLabelFrom('name', 'Élément'),
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'name',
                      type: 'text',
                      label: 'Nom',
                      required: true,
                      admin: { components: { Field: CRITICAL_NAV_TEXT } },
                    },
                    {
                      name: 'href',
                      type: 'text',
                      label: 'Lien',
                      required: true,
                      validate: safeLink(),
                      admin: { components: { Field: CRITICAL_NAV_TEXT } },
                    },
                    { name: 'order', type: 'number', label: 'Ordre' },
                  ],
                },
                {
                  ...activeField(),
                  admin: {
                    components: {
                      Field: '/features/site/admin/CriticalNavFields.client#CriticalNavActive',
                    },
                  },
                },
              ],
            },
          ],
        },
      ]),
      tab('Affichage', [
        {
          name: 'display',
          type: 'group',
          label: 'Affichage',
          fields: [
            {
              type: 'row',
              fields: [
                checkbox('showPhone', 'Téléphone'),
                checkbox('showEmail', 'Email'),
                checkbox('showAddress', 'Adresse'),
                checkbox('showSocialMedia', 'Réseaux sociaux'),
                checkbox('showSocialLabel', 'Libellé « Suivez-nous »'),
              ],
            },
          ],
        },
        {
          name: 'cta',
          type: 'group',
          label: "Bouton d'appel à l'action",
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'text', type: 'text', label: 'Texte' },
                {
                  name: 'action',
                  type: 'text',
                  label: 'Action (lien ou ancre)',
                  validate: safeLink(),
                },
              ],
            },
            activeField(),
          ],
        },
      ]),
    ),
  ],
})
