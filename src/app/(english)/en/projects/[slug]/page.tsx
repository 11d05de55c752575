import {
  default as FrenchPage,
  generateMetadata as frenchMetadata,
} from '@/app/(frontend)/realisations/[slug]/page'
import { inLocale } from '@/i18n/site/inLocale'

/** /realisations/[slug], in English (its twin: src/app/(frontend)/realisations/[slug]/page.tsx). */
export const generateStaticParams = async () => []
export const generateMetadata = inLocale('en', frenchMetadata)
export default inLocale('en', FrenchPage)
