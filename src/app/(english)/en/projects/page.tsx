import {
  default as FrenchPage,
  generateMetadata as frenchMetadata,
} from '@/app/(frontend)/realisations/page'
import { inLocale } from '@/i18n/site/inLocale'

/** /realisations, in English (its twin: src/app/(frontend)/realisations/page.tsx). */
export const generateMetadata = inLocale('en', frenchMetadata)
export default inLocale('en', FrenchPage)
