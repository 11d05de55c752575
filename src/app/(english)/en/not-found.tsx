import { NotFoundContent } from '@/components/NotFound'
import { inLocale } from '@/i18n/site/inLocale'

/** The English site's 404 page (src/app/(frontend)/not-found.tsx in English). */
export default inLocale('en', NotFoundContent)
