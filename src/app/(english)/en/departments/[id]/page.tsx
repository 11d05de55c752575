import {
  default as FrenchPage,
  generateMetadata as frenchMetadata,
} from '@/app/(frontend)/departement/[id]/page'
import { inLocale } from '@/i18n/site/inLocale'

/** /departement/[id], in English (its twin: src/app/(frontend)/departement/[id]/page.tsx). */
export const generateStaticParams = async () => []
export const generateMetadata = inLocale('en', frenchMetadata)
export default inLocale('en', FrenchPage)
