import {
  default as FrenchPage,
  generateMetadata as frenchMetadata,
} from '@/app/(frontend)/departements/page'
import { inLocale } from '@/i18n/site/inLocale'

/** /departements, in English (its twin: src/app/(frontend)/departements/page.tsx). */
export const generateMetadata = inLocale('en', frenchMetadata)
export default inLocale('en', FrenchPage)
