import { NotFoundPage, notFoundPageMetadata } from '@/features/site/NotFound'

/** Shown by the edge, with a 404, for an address that is no page (src/platform/frontServer/notFoundPage.ts). */
export const generateMetadata = notFoundPageMetadata

export default NotFoundPage
