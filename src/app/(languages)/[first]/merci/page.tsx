import {
  default as FrenchPage,
  generateMetadata as frenchMetadata,
} from '@/app/(frontend)/merci/page'
import { inAddressLanguage } from '@/i18n/site/inLocale'

/** /merci in the language of the address (/en/thank-you): a plain form's receipt (#63). */
export const dynamic = 'force-dynamic'
export const generateMetadata = inAddressLanguage(frenchMetadata)
export default inAddressLanguage(FrenchPage)
