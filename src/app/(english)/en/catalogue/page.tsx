import {
  default as FrenchPage,
  generateMetadata as frenchMetadata,
} from '@/app/(frontend)/catalogue/page'
import { inLocale } from '@/i18n/site/inLocale'

/** /catalogue, in English (its twin: src/app/(frontend)/catalogue/page.tsx). */
export const generateMetadata = inLocale('en', frenchMetadata)
export default inLocale('en', FrenchPage)
