import type { Payload, TypedUser } from 'payload'

import { mediaUrl } from '@/lib/media'
import { withGlobalDefaults } from '@/data/globalDefaults'
import { logoBackgroundStyle } from '@/lib/branding'
import { USER_ROLE_LABELS, type UserRole } from '@/lib/labels'

import { BrandLogo } from './BrandLogo.client'

/** Top of the sidebar: branding from the top bar settings, then who is signed in and their role. */
export async function BrandHeader({
  payload,
  user,
}: {
  payload: Payload
  user?: TypedUser | null
}) {
  const topBar = withGlobalDefaults(
    'top-bar',
    await payload.findGlobal({ slug: 'top-bar', depth: 1 }),
  )
  const branding = topBar.branding ?? {}
  const logo = mediaUrl(branding.logoImage)
  // white letters, except on a transparent background where they take the admin's text colour
  const letterStyle = {
    ...logoBackgroundStyle(branding),
    ...(branding.logoBackground === 'transparent' ? { color: 'var(--theme-text)' } : {}),
  }
  const role = (user as { role?: UserRole } | null | undefined)?.role
  const fullName = [user?.firstName, user?.lastName].filter(Boolean).join(' ')

  return (
    <div className="bk-brand">
      <a href="/admin" className="bk-brand__identity">
        <BrandLogo
          letters={branding.logoLetter ?? ''}
          image={branding.logoType === 'image' ? logo : null}
          background={letterStyle}
        />
        <span className="bk-brand__name">{branding.companyName}</span>
      </a>
      {user && (
        <div className="bk-user">
          {fullName && <span className="bk-user__name">{fullName}</span>}
          <span className="bk-user__email">{user.email}</span>
          {role && <span className={`bk-role bk-role--${role}`}>{USER_ROLE_LABELS[role]}</span>}
        </div>
      )}
    </div>
  )
}
