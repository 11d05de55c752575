import {
  default as FrenchPage,
  generateMetadata as frenchMetadata,
} from '@/app/(frontend)/maintenance/page'
import { inAddressLanguage } from '@/i18n/site/inLocale'

/** /maintenance, in the language of the address (/<locale>/maintenance): the edge sends there. */
export const generateMetadata = inAddressLanguage(frenchMetadata)
export default inAddressLanguage(FrenchPage)
