import {
  default as FrenchPage,
  generateMetadata as frenchMetadata,
} from '@/app/(frontend)/politique-de-confidentialite/page'
import { inLocale } from '@/i18n/site/inLocale'

/** /politique-de-confidentialite, in English (its twin: src/app/(frontend)/politique-de-confidentialite/page.tsx). */
export const generateMetadata = inLocale('en', frenchMetadata)
export default inLocale('en', FrenchPage)
