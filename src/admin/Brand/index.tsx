import { adminBranding } from './adminBranding'
import { BrandLogo } from './BrandLogo.client'

import './brand.scss'

/** Payload's full logo, on the login page: the company's mark and name, « Administration ». */
export async function BrandLoginLogo() {
  const { companyName, ...logo } = await adminBranding()
  return (
    <div className="bk-login-brand">
      <BrandLogo {...logo} className="bk-brand__logo--large" />
      <h1 className="bk-login-brand__title">
        <span className="bk-login-brand__name">{companyName}</span>
        <span className="bk-login-brand__role">Administration</span>
      </h1>
    </div>
  )
}

/** Payload's small icon, at the start of every screen's header (breadcrumbs). */
export async function BrandIcon() {
  const { companyName, ...logo } = await adminBranding()
  return (
    <span className="bk-header-brand" title={companyName}>
      <BrandLogo {...logo} className="bk-brand__logo--small" />
    </span>
  )
}
