import { default as FrenchPage } from '@/app/(frontend)/page'
import { inLocale } from '@/i18n/site/inLocale'

/** /, in English (its twin: src/app/(frontend)/page.tsx). */
export default inLocale('en', FrenchPage)
