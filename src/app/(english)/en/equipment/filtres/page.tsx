import {
  default as FrenchPage,
  generateMetadata as frenchMetadata,
} from '@/app/(frontend)/equipements/filtres/page'
import { inLocale } from '@/i18n/site/inLocale'

/** /equipements/filtres, in English (its twin: src/app/(frontend)/equipements/filtres/page.tsx). */
export const generateMetadata = inLocale('en', frenchMetadata)
export default inLocale('en', FrenchPage)
