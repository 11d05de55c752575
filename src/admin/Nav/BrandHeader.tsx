import type { TypedUser } from 'payload'

import { USER_ROLE_LABELS, type UserRole } from '@/lib/labels'

import { adminBranding } from '../Brand/adminBranding'
import { BrandingRefresh } from '../Brand/BrandingRefresh.client'
import { BrandLogo } from '../Brand/BrandLogo.client'

import './brandHeader.scss'

/** Top of the sidebar: branding from the top bar settings, then who is signed in and their role. */
export async function BrandHeader({ user }: { user?: TypedUser | null }) {
  const { companyName, ...logo } = await adminBranding()
  const role = (user as { role?: UserRole } | null | undefined)?.role
  const fullName = [user?.firstName, user?.lastName].filter(Boolean).join(' ')

  return (
    <div className="bk-brand">
      <BrandingRefresh />
      <a href="/admin" className="bk-brand__identity">
        <BrandLogo {...logo} />
        <span className="bk-brand__name">{companyName}</span>
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
