import {
  default as FrenchPage,
  generateMetadata as frenchMetadata,
} from '@/app/(frontend)/newsletter/desinscription/page'
import { inAddressLanguage } from '@/i18n/site/inLocale'

/** /newsletter/desinscription, in the language of the address (/<locale>/…, spelt by the edge: src/platform/frontServer/languageAddresses.ts). */
export const dynamic = 'force-dynamic'
export const generateMetadata = inAddressLanguage(frenchMetadata)
export default inAddressLanguage(FrenchPage)
