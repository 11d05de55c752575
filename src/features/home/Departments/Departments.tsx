import { ArrowRight } from 'lucide-react'

import { DepartmentGrid } from '@/features/departments/DepartmentGrid.client'
import { SectionHeading } from '@/ui/SectionHeading'
import type { SiteDepartment } from '@/features/departments/shape'
import type { CompanyContact } from '@/lib/company'
import { HOMEPAGE_MAX_DEPARTMENTS } from '@/lib/constants'
import { SECTIONS } from '../catalog'
import type { SectionDepartments } from '@/generated/payload-types'
import { sitePath, siteText } from '@/i18n/site'

type Props = {
  section: SectionDepartments
  departments: SiteDepartment[] | null
  contact: CompanyContact
}

/**
 * Six of the homepage departments, the featured ones (« Vedette ») taking the places first, shown
 * in their homepage order; the link to all of them only when there are more.
 */
function firstPlaces(onHomepage: SiteDepartment[]): SiteDepartment[] {
  const chosen = new Set(
    [
      ...onHomepage.filter((department) => department.homepage.featured),
      ...onHomepage.filter((department) => !department.homepage.featured),
    ].slice(0, HOMEPAGE_MAX_DEPARTMENTS),
  )
  return onHomepage.filter((department) => chosen.has(department))
}

export function DepartmentsSection({ section, departments, contact }: Props) {
  const onHomepage = (departments ?? []).filter((department) => department.homepage.show)
  return (
    <section id={SECTIONS.departments.anchor} className="bg-slate-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          badge={section.showBadge !== false ? section.badgeText : null}
          title={section.title}
          subtitle={section.showSubtitle !== false ? section.subtitle : null}
          description={section.showDescription !== false ? section.description : null}
        />
        {departments === null ? (
          <p role="alert" className="mt-12 text-center font-medium text-red-700">
            {siteText().departments.loadError}
          </p>
        ) : (
          <div className="mt-12">
            <DepartmentGrid
              departments={firstPlaces(onHomepage)}
              contact={contact}
              useHomepageText
            />
          </div>
        )}
        {section.showCTA !== false && onHomepage.length > HOMEPAGE_MAX_DEPARTMENTS && (
          <p className="mt-10 text-center">
            <a
              href={sitePath(section.ctaLink || '/departements')}
              className="inline-flex items-center gap-2 rounded-lg bg-blue-700 px-6 py-3 font-semibold text-white hover:bg-blue-800"
            >
              {section.ctaText} ({onHomepage.length}){' '}
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </a>
          </p>
        )}
      </div>
    </section>
  )
}
