import {
  default as FrenchPage,
  generateMetadata as frenchMetadata,
} from '@/app/(frontend)/equipements/page'
import { inLocale } from '@/i18n/site/inLocale'

/** /equipements, in English (its twin: src/app/(frontend)/equipements/page.tsx). */
export const generateMetadata = inLocale('en', frenchMetadata)
export default inLocale('en', FrenchPage)
