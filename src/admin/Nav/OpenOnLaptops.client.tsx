'use client'

import { useNav, usePreferences } from '@payloadcms/ui'
import { useEffect } from 'react'

/**
 * From 1024 to 1440 px (an ordinary laptop) Payload keeps its sidebar closed behind a button:
 * the 16 entries, the logo and the account were out of sight. There it opens once Payload has
 * settled its own state, unless this account closed it (its nav preference); wider, Payload
 * opens it itself; narrower, the phone layout stays as it is.
 */
const LAPTOP = '(min-width: 1024px) and (max-width: 1440px)'
/** Payload's PREFERENCE_KEYS.NAV (payload/shared is no client import here). */
const NAV_PREFERENCE = 'nav'

export function OpenOnLaptops() {
  const { hydrated, setNavOpen } = useNav()
  const { getPreference } = usePreferences()
  useEffect(() => {
    if (!hydrated || !window.matchMedia(LAPTOP).matches) return
    let current = true
    void getPreference<{ open?: boolean }>(NAV_PREFERENCE).then((preference) => {
      if (current && preference?.open !== false) setNavOpen(true)
    })
    return () => {
      current = false
    }
  }, [hydrated, getPreference, setNavOpen])
  return null
}
