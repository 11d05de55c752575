import { type NextRequest, NextResponse } from 'next/server'

import { languageRoute } from '@/i18n/site/addresses'

/**
 * The other languages' addresses (#45): `/en/equipment/x` is the French page
 * `/equipements/x` rendered in English, which Next serves from src/app/(languages)/[first]
 * (`/en/equipements/x`). A language is thus one dictionary, not a copy of the routes.
 */
export function proxy(request: NextRequest) {
  const route = languageRoute(request.nextUrl.pathname)
  if (!route) return NextResponse.next()
  const url = request.nextUrl.clone()
  if ('redirect' in route) {
    url.pathname = route.redirect
    return NextResponse.redirect(url, 308)
  }
  url.pathname = route.rewrite
  return NextResponse.rewrite(url)
}

// a language's code is two letters (ISO 639-1: en, ha): the rest of the site never meets the proxy
export const config = { matcher: '/:locale([a-z]{2})/:path*' }
