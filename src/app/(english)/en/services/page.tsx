import {
  default as FrenchPage,
  generateMetadata as frenchMetadata,
} from '@/app/(frontend)/services/page'
import { inLocale } from '@/i18n/site/inLocale'

/** /services, in English (its twin: src/app/(frontend)/services/page.tsx). */
export const generateMetadata = inLocale('en', frenchMetadata)
export default inLocale('en', FrenchPage)
