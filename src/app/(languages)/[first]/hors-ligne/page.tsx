import {
  default as FrenchPage,
  generateMetadata as frenchMetadata,
} from '@/app/(frontend)/hors-ligne/page'
import { inAddressLanguage } from '@/i18n/site/inLocale'

/** /hors-ligne in the language of the address (/en/offline): the service worker keeps each. */
export const generateMetadata = inAddressLanguage(frenchMetadata)
export default inAddressLanguage(FrenchPage)
