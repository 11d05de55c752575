import {
  default as FrenchPage,
  generateMetadata as frenchMetadata,
} from '@/app/(frontend)/actualites/page'
import { inLocale } from '@/i18n/site/inLocale'

/** /actualites, in English (its twin: src/app/(frontend)/actualites/page.tsx). */
export const generateMetadata = inLocale('en', frenchMetadata)
export default inLocale('en', FrenchPage)
