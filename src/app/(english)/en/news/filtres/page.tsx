import {
  default as FrenchPage,
  generateMetadata as frenchMetadata,
} from '@/app/(frontend)/actualites/filtres/page'
import { inLocale } from '@/i18n/site/inLocale'

/** /actualites/filtres, in English (its twin: src/app/(frontend)/actualites/filtres/page.tsx). */
export const generateMetadata = inLocale('en', frenchMetadata)
export default inLocale('en', FrenchPage)
