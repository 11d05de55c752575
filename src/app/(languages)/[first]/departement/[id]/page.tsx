import {
  default as FrenchPage,
  generateMetadata as frenchMetadata,
} from '@/app/(frontend)/departement/[id]/page'
import { inAddressLanguage } from '@/i18n/site/inLocale'

/** /departement/[id], in the language of the address (/<locale>/…, spelt by the edge: src/platform/frontServer/languageAddresses.ts). */
export const generateStaticParams = async () => []
export const generateMetadata = inAddressLanguage(frenchMetadata)
export default inAddressLanguage(FrenchPage)
