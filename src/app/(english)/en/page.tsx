import { default as FrenchPage, generateMetadata as frenchMetadata } from '@/app/(frontend)/page'
import { inLocale } from '@/i18n/site/inLocale'

/** /, in English (its twin: src/app/(frontend)/page.tsx). */
export const generateMetadata = inLocale('en', frenchMetadata)
export default inLocale('en', FrenchPage)
