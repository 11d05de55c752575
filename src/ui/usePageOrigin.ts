'use client'

import { useBrowserValue } from './useBrowserValue'

const pageOrigin = () => window.location.origin

/**
 * The page's origin in the browser, '' while rendering on the server (which does not know the
 * public host): share links render the path first, the full address once hydrated.
 */
export const usePageOrigin = (): string => useBrowserValue(pageOrigin, '')
