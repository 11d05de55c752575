import { blocksPageMetadata, BlocksPage } from '@/features/pages/BlocksPage'
import { inSiteShell } from '@/features/site/SiteShell'
import { inAddressLanguage } from '@/i18n/site/inLocale'

/** A page built from blocks, in the language of the address: /<locale>/<slug>. */
export const generateStaticParams = async () => []
export const generateMetadata = inAddressLanguage(blocksPageMetadata)
export default inAddressLanguage(inSiteShell(BlocksPage))
