import {
  default as FrenchPage,
  generateMetadata as frenchMetadata,
} from '@/app/(frontend)/recherche/page'
import { inAddressLanguage } from '@/i18n/site/inLocale'

/** /recherche, in the language of the address (/<locale>/…, spelt by the edge: src/platform/frontServer/languageAddresses.ts). */
export const generateMetadata = inAddressLanguage(frenchMetadata)
export default inAddressLanguage(FrenchPage)
