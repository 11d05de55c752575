import {
  default as FrenchPage,
  generateMetadata as frenchMetadata,
} from '@/app/(frontend)/actualites/[id]/page'
import { inLocale } from '@/i18n/site/inLocale'

/** /actualites/[id], in English (its twin: src/app/(frontend)/actualites/[id]/page.tsx). */
export const generateStaticParams = async () => []
export const generateMetadata = inLocale('en', frenchMetadata)
export default inLocale('en', FrenchPage)
