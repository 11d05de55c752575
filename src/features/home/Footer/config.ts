import { text } from 'payload/shared'

import { activeField } from '@/platform/fields/active'
import { contactFields } from '@/platform/fields/contactFields'
import { imageField } from '@/platform/fields/image'
import { logoLettersField } from '@/platform/fields/logoLetters'
import { protectedRows } from '@/platform/fields/protectedRows'
import { requiredWith } from '@/platform/fields/requiredWith'
import { safeLink } from '@/platform/fields/safeLink'
import { sectionGlobal } from '@/platform/fields/sectionGlobal'
import { socialLinksField } from '@/platform/fields/socialLinks'
import { addedItemAdmin } from '@/platform/fields/addedItem'
import { tab, tabs } from '@/platform/fields/tabs'
import { frenchOnly } from '@/i18n/frenchOnly'

import { footerDefaults } from './defaults'
import { footerDefaultsEn } from './defaults.en'

const linkRequired = requiredWith(frenchOnly.validation.linkNameAndHref, text)

export const footerGlobal = sectionGlobal({
  section: {
    id: 'footer',
    anchor: 'pied-de-page',
    inShell: true,
    title: 'Pied de page',
    description: 'Liens, services et mentions légales',
  },
  label: 'Pied de page',
  description: frenchOnly.admin.protectedFooterNotice,
  defaults: footerDefaults,
  translations: { en: footerDefaultsEn },
  fields: [
    tabs(
      tab('Entreprise', [
        {
          type: 'row',
          fields: [
            { name: 'companyName', type: 'text', label: "Nom de l'entreprise" },
            logoLettersField('companyLogo', 'Initiales du logo'),
          ],
        },
        imageField(
          'companyLogoImage',
          'Logo (image)',
          'Recommandé : 200×100 px, 1 Mo maximum, PNG, SVG ou JPEG sur fond transparent. À la place des initiales quand il y en a un.',
        ),
        { name: 'companyDescription', type: 'textarea', label: 'Description' },
        { name: 'copyrightText', type: 'text', label: 'Texte du copyright' },
      ]),
      tab('Liens et services', [
        {
          name: 'quickLinks',
          type: 'array',
          label: 'Liens rapides',
          labels: { singular: 'Lien', plural: 'Liens' },
          ...protectedRows('quickLink', 'name', 'Lien'),
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'name',
                  type: 'text',
                  label: 'Nom',
                  required: true,
                  validate: linkRequired,
                  admin: addedItemAdmin({
                    addedTitle: frenchOnly.admin.linkAdded,
                    message: frenchOnly.validation.linkNameAndHref,
                    requiredFields: ['name', 'href'],
                  }),
                },
                {
                  name: 'href',
                  type: 'text',
                  label: 'Lien',
                  required: true,
                  validate: safeLink(linkRequired),
                },
              ],
            },
            activeField(),
          ],
        },
        {
          name: 'services',
          type: 'array',
          label: 'Services',
          labels: { singular: 'Service', plural: 'Services' },
          ...protectedRows('service', 'name', 'Service'),
          fields: [
            {
              name: 'name',
              type: 'text',
              label: 'Nom',
              required: true,
              validate: requiredWith(frenchOnly.validation.serviceName, text),
              admin: addedItemAdmin({
                addedTitle: frenchOnly.admin.serviceAdded,
                message: frenchOnly.validation.serviceName,
                requiredFields: ['name'],
              }),
            },
            activeField(),
          ],
        },
      ]),
      tab('Contact et réseaux', [
        { name: 'showContactInfo', type: 'checkbox', label: 'Afficher les coordonnées' },
        contactFields(),
        { name: 'showSocialLinks', type: 'checkbox', label: 'Afficher les réseaux sociaux' },
        socialLinksField(),
        { name: 'showLegalLinks', type: 'checkbox', label: 'Afficher les liens légaux' },
        {
          name: 'legalLinks',
          type: 'group',
          label: 'Liens légaux',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'privacy', type: 'text', label: 'Confidentialité', validate: safeLink() },
                {
                  name: 'terms',
                  type: 'text',
                  label: 'Conditions générales',
                  validate: safeLink(),
                },
                { name: 'cookies', type: 'text', label: 'Mentions légales', validate: safeLink() },
              ],
            },
          ],
        },
      ]),
    ),
  ],
})
