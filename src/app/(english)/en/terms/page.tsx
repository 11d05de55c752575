import {
  default as FrenchPage,
  generateMetadata as frenchMetadata,
} from '@/app/(frontend)/conditions-generales/page'
import { inLocale } from '@/i18n/site/inLocale'

/** /conditions-generales, in English (its twin: src/app/(frontend)/conditions-generales/page.tsx). */
export const generateMetadata = inLocale('en', frenchMetadata)
export default inLocale('en', FrenchPage)
