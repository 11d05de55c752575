import {
  default as FrenchPage,
  generateMetadata as frenchMetadata,
} from '@/app/(frontend)/mentions-legales/page'
import { inLocale } from '@/i18n/site/inLocale'

/** /mentions-legales, in English (its twin: src/app/(frontend)/mentions-legales/page.tsx). */
export const generateMetadata = inLocale('en', frenchMetadata)
export default inLocale('en', FrenchPage)
