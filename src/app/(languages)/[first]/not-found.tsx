import { NotFoundContent } from '@/features/site/NotFound'

/** The 404 page in the language of the address, which the layout around it has set. */
export default NotFoundContent
