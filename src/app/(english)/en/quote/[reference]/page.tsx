import {
  default as FrenchPage,
  generateMetadata as frenchMetadata,
} from '@/app/(frontend)/devis/[reference]/page'
import { inLocale } from '@/i18n/site/inLocale'

/** /devis/[reference], in English (its twin: src/app/(frontend)/devis/[reference]/page.tsx). */
export const dynamic = 'force-dynamic'
export const generateMetadata = inLocale('en', frenchMetadata)
export default inLocale('en', FrenchPage)
