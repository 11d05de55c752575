import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { adminReturnPath } from './returnPath'

import { BrandLoginLogo } from '@/admin/Brand'
import { DemoHint } from './DemoHint'
import { LoginForm } from './LoginForm.client'

import './login.scss'

/**
 * /admin/login: the company's mark (the page's heading), the spec's form (back office §2) and the
 * demo accounts, as the page's main landmark.
 */
export function LoginView({ initPageResult, searchParams }: AdminViewServerProps) {
  const adminRoute = initPageResult.req.payload.config.routes.admin
  const next = adminReturnPath(searchParams?.redirect, adminRoute)
  if (initPageResult.req.user) redirect(next)
  return (
    <main>
      <div className="login__brand">
        <BrandLoginLogo />
      </div>
      <LoginForm
        expired={searchParams?.expired === '1'}
        loginUrl={`${initPageResult.req.payload.config.routes.api}/users/login`}
        forgotUrl={`${adminRoute}/forgot`}
        next={next}
      />
      <DemoHint />
    </main>
  )
}
