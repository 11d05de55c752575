'use client'

import { useAuth } from '@payloadcms/ui'
import { type ReactNode, useEffect } from 'react'

import { toLoginAfterExpiry } from '@/platform/browser/apiClient'

const CMS_API = '/api/cms/'
/** Payload's auth routes answer 401 or 403 to a wrong password or code: no session was lost. */
const AUTH_ROUTE =
  /^\/api\/cms\/users\/(login|logout|me|refresh-token|forgot-password|reset-password|unlock|first-register|verify)\b/

function cmsPath(input: RequestInfo | URL): string | null {
  const raw = input instanceof Request ? input.url : String(input)
  const url = new URL(raw, window.location.href)
  if (url.origin !== window.location.origin || !url.pathname.startsWith(CMS_API)) return null
  return AUTH_ROUTE.test(url.pathname) ? null : url.pathname
}

/**
 * Around the whole admin: Payload's own screens (lists, documents, globals, the account) call
 * its REST API themselves, and answer a lost session (expired, or ended by a logout elsewhere)
 * with a toast. A 401 or 403 there whose session is indeed gone sends to the login page with
 * « Votre session a expiré », and back to the same screen after, as the project's screens do
 * (apiCall); a refusal to a signed-in user stays Payload's toast.
 */
export function SessionExpiryGuard({ children }: { children?: ReactNode }) {
  // only while signed in: the login and password screens have no session to lose
  const signedIn = Boolean(useAuth().user)
  useEffect(() => {
    if (!signedIn) return
    const original = window.fetch
    let leaving = false
    const signedOut = async () => {
      const me = await original(`${CMS_API}users/me`, { credentials: 'include', cache: 'no-store' })
      if (!me.ok) return false
      const body = (await me.json().catch(() => null)) as { user?: unknown } | null
      return body !== null && !body.user
    }
    window.fetch = async (input, init) => {
      const response = await original(input, init)
      if (
        !leaving &&
        (response.status === 401 || response.status === 403) &&
        cmsPath(input) &&
        (await signedOut().catch(() => false))
      ) {
        leaving = true
        toLoginAfterExpiry()
      }
      return response
    }
    return () => {
      window.fetch = original
    }
  }, [signedIn])
  return <>{children}</>
}
