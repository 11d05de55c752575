import { isAdminField } from '@/platform/access/isAdmin'
import { validRecipients } from '@/platform/fields/emails'
import { validWhatsAppNumber } from '@/platform/fields/phone'
import { contentGlobal, SETTINGS_GROUP } from '@/platform/fields/sectionGlobal'
import { homepageTabsField } from '@/platform/fields/homepageTabs'
import { mediaSlug, siteSettingsSlug } from '@/lib/slugs'
import { EQUIPMENT_CATEGORIES, EQUIPMENT_CATEGORY_LABELS } from '@/lib/labels'
import { selectField } from '@/platform/fields/select'
import {
  DEFAULT_CHECKLIST,
  DEPOSIT_AMOUNT_MAX,
  DEFAULT_EARLY_RETURN,
  EARLY_RETURN_RULE_LABELS,
  EARLY_RETURN_RULES,
} from '@/features/yard/labels'

import { DEFAULT_CONTRACT_INSURANCE } from '@/features/contracts/labels'

import { siteSettingsDefaults } from './defaults'
import { siteSettingsDefaultsEn } from './defaults.en'

/** A row of the yard's settings by machine category (its checks, its deposit). */
const categoryField = {
  ...selectField('category', 'Catégorie', EQUIPMENT_CATEGORIES, EQUIPMENT_CATEGORY_LABELS),
  required: true,
}

/** Printed on the documents, read by the server for them: never in an anonymous answer. */
const backOffice = { read: isAdminField }

export const SiteSettings = contentGlobal({
  slug: siteSettingsSlug,
  interfaceName: 'SiteSettings',
  label: 'Paramètres généraux',
  group: SETTINGS_GROUP,
  defaults: siteSettingsDefaults,
  translations: { en: siteSettingsDefaultsEn },
  fields: [
    homepageTabsField('settings'),
    { name: 'siteTitle', type: 'text', label: 'Titre du site' },
    { name: 'siteDescription', type: 'textarea', label: 'Description du site' },
    {
      type: 'row',
      fields: [
        { name: 'contactPhone', type: 'text', label: 'Téléphone' },
        { name: 'contactEmail', type: 'email', label: 'Email' },
        { name: 'contactAddress', type: 'text', label: 'Adresse' },
      ],
    },
    {
      name: 'openingHours',
      type: 'text',
      label: 'Horaires d’ouverture',
      admin: {
        description:
          'Ces coordonnées et horaires valent pour tout le site (barre supérieure, contact, pied de page, emails, PDF) sauf là où une section en saisit d’autres. Écrits « Lun-Ven: 8h-18h, Sam: 8h-13h » (ou « Lundi au vendredi : 8h-12h30 / 15h-18h »), Google les lit aussi.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'latitude',
          type: 'number',
          label: 'Latitude de l’agence',
          min: -90,
          max: 90,
          admin: { step: 0.00001, description: 'Pour Google : 13.51366 à Niamey (Plateau).' },
        },
        {
          name: 'longitude',
          type: 'number',
          label: 'Longitude de l’agence',
          min: -180,
          max: 180,
          admin: { step: 0.00001, description: 'Pour Google : 2.10981 à Niamey (Plateau).' },
        },
      ],
    },
    {
      name: 'quoteRecipients',
      type: 'text',
      hasMany: true,
      label: 'Adresses de réception des demandes',
      admin: {
        description:
          'Qui reçoit chaque nouvelle demande de devis par email. Vide : l’email de contact ci-dessus.',
      },
      // the back office's business: never in an anonymous answer
      access: { read: isAdminField },
      validate: validRecipients,
    },
    {
      type: 'collapsible',
      label: 'Devis et WhatsApp',
      fields: [
        {
          name: 'whatsappNumber',
          type: 'text',
          label: 'Numéro WhatsApp',
          admin: {
            description:
              'Un numéro mobile, au format international (+227 90 00 00 00) : un fixe (+227 20 …) ne reçoit pas WhatsApp. Vide : le téléphone ci-dessus, qui doit alors être un mobile. Les liens « WhatsApp » du site, des emails et des devis ouvrent une conversation avec ce numéro.',
          },
          validate: validWhatsAppNumber,
        },
        {
          type: 'row',
          fields: [
            {
              name: 'quoteVatRate',
              type: 'number',
              label: 'TVA des devis (%)',
              min: 0,
              max: 100,
              admin: { step: 0.5 },
            },
            {
              name: 'quoteValidityDays',
              type: 'number',
              label: 'Validité des devis (jours)',
              min: 1,
              max: 365,
            },
          ],
        },
        {
          name: 'quoteHoldsRentals',
          type: 'checkbox',
          label: 'Poser une option sur les engins à l’envoi d’un devis',
          defaultValue: true,
          admin: {
            description:
              'Les lignes de location datées d’un devis retiennent leurs engins jusqu’à sa date de validité ; l’acceptation du client les confirme, un refus ou « Perdu » les libère. Décoché : rien n’est retenu avant l’acceptation.',
          },
          access: backOffice,
        },
        {
          name: 'rentalConditions',
          type: 'text',
          hasMany: true,
          label: 'Conditions de location',
          maxRows: 12,
          maxLength: 200,
          admin: {
            description:
              'Une condition par élément, tapée puis Entrée (carburant, livraison, opérateur…), montrées telles quelles sur le calculateur, la page de chaque engin, la page du devis et son PDF. La ligne des taxes les précède, écrite d’après la TVA ci-dessus.',
          },
        },
        {
          name: 'quoteConditions',
          type: 'textarea',
          label: 'Conditions de paiement des devis',
          maxLength: 2000,
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Parc : sorties et retours',
      admin: { initCollapsed: true },
      fields: [
        {
          ...selectField(
            'yardEarlyReturn',
            'Retour anticipé',
            EARLY_RETURN_RULES,
            EARLY_RETURN_RULE_LABELS,
          ),
          defaultValue: DEFAULT_EARLY_RETURN,
          admin: {
            description:
              'Un retour en retard est toujours facturé en jours supplémentaires, aux tarifs de l’engin.',
          },
          access: backOffice,
        },
        {
          name: 'yardDeposits',
          type: 'array',
          label: 'Caution par catégorie',
          labels: { singular: 'Catégorie', plural: 'Catégories' },
          maxRows: EQUIPMENT_CATEGORIES.length,
          admin: {
            description:
              'La caution d’une unité, quand sa machine n’en a pas de propre. Une catégorie absente : pas de caution.',
          },
          access: backOffice,
          fields: [
            {
              type: 'row',
              fields: [
                categoryField,
                {
                  name: 'amount',
                  type: 'number',
                  label: 'Caution par unité (FCFA)',
                  required: true,
                  min: 0,
                  max: DEPOSIT_AMOUNT_MAX,
                },
              ],
            },
          ],
        },
        {
          name: 'yardChecklists',
          type: 'array',
          label: 'Points de contrôle par catégorie',
          labels: { singular: 'Catégorie', plural: 'Catégories' },
          maxRows: EQUIPMENT_CATEGORIES.length,
          admin: {
            description: `Ce que le parc vérifie à chaque sortie et retour. Une catégorie absente : ${DEFAULT_CHECKLIST.join(' ; ')}.`,
          },
          access: backOffice,
          fields: [
            categoryField,
            {
              name: 'items',
              type: 'text',
              hasMany: true,
              label: 'Points',
              maxRows: 30,
              maxLength: 200,
              required: true,
            },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Contrat de location',
      admin: { initCollapsed: true },
      fields: [
        {
          name: 'contractInsurance',
          type: 'textarea',
          label: 'Assurance',
          maxLength: 2000,
          admin: { description: `Vide : « ${DEFAULT_CONTRACT_INSURANCE} »` },
          access: backOffice,
        },
        {
          name: 'contractClauses',
          type: 'textarea',
          label: 'Conditions générales de location',
          maxLength: 8000,
          admin: {
            description:
              'Une clause par ligne. Vide : les clauses de base (usage, retour, pannes, caution, preuve électronique). Changées, elles font une nouvelle version des contrats préparés ensuite.',
          },
          access: backOffice,
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Mentions légales des documents',
      admin: {
        description:
          'Imprimées sur chaque devis (PDF et page du client) et sur le catalogue : un devis sans NIF ni RCCM n’est pas un document commercial valable au Niger.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'taxId', type: 'text', label: 'NIF', maxLength: 40, access: backOffice },
            {
              name: 'tradeRegister',
              type: 'text',
              label: 'RCCM',
              maxLength: 60,
              access: backOffice,
            },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'bankName', type: 'text', label: 'Banque', maxLength: 80, access: backOffice },
            {
              name: 'bankAccount',
              type: 'text',
              label: 'IBAN / RIB',
              maxLength: 60,
              access: backOffice,
            },
          ],
        },
        {
          name: 'stamp',
          type: 'upload',
          relationTo: mediaSlug,
          label: 'Cachet et signature',
          access: backOffice,
          admin: {
            description:
              'Une image (PNG sur fond transparent de préférence), imprimée au bas de chaque devis.',
          },
        },
      ],
    },
  ],
})
