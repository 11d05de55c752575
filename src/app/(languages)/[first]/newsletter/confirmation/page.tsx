import {
  default as FrenchPage,
  generateMetadata as frenchMetadata,
} from '@/app/(frontend)/newsletter/confirmation/page'
import { inAddressLanguage } from '@/i18n/site/inLocale'

/** /newsletter/confirmation, in the language of the address (/<locale>/…, spelt by the edge: src/platform/frontServer/languageAddresses.ts). */
export const dynamic = 'force-dynamic'
export const generateMetadata = inAddressLanguage(frenchMetadata)
export default inAddressLanguage(FrenchPage)
