import {
  default as FrenchPage,
  generateMetadata as frenchMetadata,
} from '@/app/(frontend)/realisations/filtres/page'
import { inLocale } from '@/i18n/site/inLocale'

/** /realisations/filtres, in English (its twin: src/app/(frontend)/realisations/filtres/page.tsx). */
export const generateMetadata = inLocale('en', frenchMetadata)
export default inLocale('en', FrenchPage)
