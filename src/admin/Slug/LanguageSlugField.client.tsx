'use client'

import { FieldDescription, SlugField, useConfig, useLocale } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'

import { frenchOnly } from '@/i18n/frenchOnly'

type Props = TextFieldClientProps & {
  /** The field the slug is made from (Payload's « Générer »). */
  useAsSlug: string
  /** One address for every language (a department's). */
  shared: boolean
}

/**
 * Payload's slug field (its lock and « Générer »), with what it does not say: the language whose
 * address it is, as every other field with a version per language says it (« — Anglais »), and
 * what an empty one means there (#45): in French, made from the name; in another language, the
 * French address serves.
 */
export function LanguageSlugField({ shared, ...props }: Props) {
  const locale = useLocale()
  const { config } = useConfig()
  const { localization } = config
  const inDefaultLanguage = !localization || locale.code === localization.defaultLocale
  const label = typeof props.field.label === 'string' ? props.field.label : 'Slug (URL)'
  const languageLabel = typeof locale.label === 'string' ? locale.label : locale.code
  return (
    <div className="language-slug-field">
      <SlugField
        {...props}
        field={{ ...props.field, label: shared ? label : `${label} — ${languageLabel}` }}
      />
      <FieldDescription
        path={props.path}
        description={
          shared || inDefaultLanguage
            ? frenchOnly.admin.slugFromName
            : frenchOnly.admin.slugInOtherLanguage
        }
      />
    </div>
  )
}
