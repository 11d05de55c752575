import {
  default as FrenchPage,
  generateMetadata as frenchMetadata,
} from '@/app/(frontend)/recherche/page'
import { inLocale } from '@/i18n/site/inLocale'

/** /recherche, in English (its twin: src/app/(frontend)/recherche/page.tsx). */
export const generateMetadata = inLocale('en', frenchMetadata)
export default inLocale('en', FrenchPage)
