import {
  default as FrenchPage,
  generateMetadata as frenchMetadata,
} from '@/app/(frontend)/newsletter/confirmation/page'
import { inLocale } from '@/i18n/site/inLocale'

/** /newsletter/confirmation, in English (its twin: src/app/(frontend)/newsletter/confirmation/page.tsx). */
export const dynamic = 'force-dynamic'
export const generateMetadata = inLocale('en', frenchMetadata)
export default inLocale('en', FrenchPage)
