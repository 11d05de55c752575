import type { Payload, TypedUser } from 'payload'

import { withGlobalDefaults } from '@/data/globalDefaults'
import { USER_ROLE_LABELS, type UserRole } from '@/lib/labels'
import type { Media, TopBar } from '@/payload-types'

import { BrandLogo } from './BrandLogo.client'

function logoBackground(branding: NonNullable<TopBar['branding']>): React.CSSProperties {
  if (branding.logoBackground === 'transparent') return { background: 'transparent', color: 'var(--theme-text)' }
  if (branding.logoBackground === 'solid') return { background: branding.logoBackgroundColor ?? undefined }
  const { from, to } = branding.logoBackgroundGradient ?? {}
  return { backgroundImage: `linear-gradient(135deg, ${from}, ${to})` }
}

/** Top of the sidebar: branding from the top bar settings, then who is signed in and their role. */
export async function BrandHeader({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  const topBar = withGlobalDefaults('top-bar', await payload.findGlobal({ slug: 'top-bar', depth: 1 }))
  const branding = topBar.branding ?? {}
  const logo = branding.logoImage && typeof branding.logoImage === 'object' ? ((branding.logoImage as Media).url ?? null) : null
  const role = (user as { role?: UserRole } | null | undefined)?.role
  const fullName = [user?.firstName, user?.lastName].filter(Boolean).join(' ')

  return (
    <div className="bk-brand">
      <a href="/admin" className="bk-brand__identity">
        <BrandLogo letters={branding.logoLetter ?? ''} image={branding.logoType === 'image' ? logo : null} background={logoBackground(branding)} />
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
