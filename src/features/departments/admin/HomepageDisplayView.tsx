import type { AdminViewServerProps } from 'payload'

import { localeDefaults } from '@/platform/data/globalDefaults'

import { AdminPage } from '@/admin/AdminPage'
import { DepartmentTabs } from './DepartmentTabs'
import { HomepageDisplay } from './HomepageDisplay.client'

import './homepageDisplay.scss'

/** /admin/departments/homepage: how the departments appear on the home page. */
export async function HomepageDisplayView(props: AdminViewServerProps) {
  const section = await props.initPageResult.req.payload
    .findGlobal({ slug: 'section-departments', depth: 0 })
    .catch(() => null)
  return (
    <AdminPage {...props} path="/departments/homepage">
      <h1>Départements</h1>
      <DepartmentTabs current="homepage" />
      <HomepageDisplay
        ctaText={section?.ctaText || (await localeDefaults('section-departments')).ctaText || ''}
      />
    </AdminPage>
  )
}
