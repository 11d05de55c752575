import {
  default as FrenchPage,
  generateMetadata as frenchMetadata,
} from '@/app/(frontend)/introuvable/page'
import { inAddressLanguage } from '@/i18n/site/inLocale'

/** /introuvable, in the language of the address (/en/not-found, spelt by the edge). */
export const generateMetadata = inAddressLanguage(frenchMetadata)
export default inAddressLanguage(FrenchPage)
