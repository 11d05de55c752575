import type { Field } from 'payload'

/**
 * Texts of a global that name, reach or draw something rather than say it: one value for every
 * language (numbers, addresses, links, accounts, colours, the logo's letters).
 */
const SHARED_TEXTS = new Set([
  'action',
  'address',
  'bankAccount',
  'bankName',
  'companyLogo',
  'companyName',
  'contactAddress',
  'contactPhone',
  'ctaLink',
  'facebook',
  'from',
  'href',
  'icon',
  'link',
  'linkedin',
  'logoBackgroundColor',
  'logoLetter',
  'mapEmbedUrl',
  'phone',
  'primary',
  'quoteRecipients',
  'secondary',
  'taxId',
  'tradeRegister',
  'to',
  'twitter',
  'url',
  'value',
  'website',
  'whatsappNumber',
])

/**
 * A global's fields with every text a visitor reads `localized` (#45): titles, descriptions,
 * labels, menu names, legal texts, in each language of the site, French where one is empty. The
 * rows of a list stay shared (the same menu, translated), as do the texts of SHARED_TEXTS.
 */
export function localizedTexts(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'tabs')
      return {
        ...field,
        tabs: field.tabs.map((tab) => ({ ...tab, fields: localizedTexts(tab.fields) })),
      }
    if (
      field.type === 'row' ||
      field.type === 'collapsible' ||
      field.type === 'group' ||
      field.type === 'array'
    )
      return { ...field, fields: localizedTexts(field.fields) } as Field
    const says =
      (field.type === 'text' || field.type === 'textarea' || field.type === 'richText') &&
      !SHARED_TEXTS.has(field.name)
    return says ? ({ ...field, localized: true } as Field) : field
  })
}
