'use client'

import { ArrowRight } from 'lucide-react'
import { useState } from 'react'

import { useSitePath, useSiteText } from '@/ui/SiteText.client'
import { DialogLink } from '@/ui/DialogLink.client'
import { fill } from '@/i18n/site/template'
import { FallbackImage } from '@/ui/FallbackImage'
import { lazyDialog } from '@/ui/lazyDialog'
import type { SiteDepartment } from './shape'
import type { CompanyContact } from '@/lib/company'

const DepartmentDialog = lazyDialog(
  () => import('./DepartmentDialog.client').then((module) => module.DepartmentDialog),
  (props) => props.department !== null,
)

type Props = {
  departments: SiteDepartment[]
  contact: CompanyContact
  /** Home cards use the homepage title and text the admin chose. */
  useHomepageText?: boolean
  /** 2 on a page of its own (under its h1), 3 under a home section's h2. */
  headingLevel?: 2 | 3
}

/** Department cards; 'Découvrir' opens the detail dialog. */
export function DepartmentGrid({
  departments,
  contact,
  useHomepageText = false,
  headingLevel = 3,
}: Props) {
  const [selected, setSelected] = useState<SiteDepartment | null>(null)
  const Heading = `h${headingLevel}` as const
  const words = useSiteText().text.departments
  const sitePath = useSitePath()
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {departments.map((department) => {
          const title = useHomepageText ? department.homepage.title : department.name
          const text = useHomepageText ? department.homepage.description : department.description
          return (
            <li
              key={department.id}
              className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
            >
              <FallbackImage
                src={department.image}
                fallback={department.fallbackImage}
                width={800}
                height={600}
                loading="lazy"
                className="h-44 w-full object-cover"
              />
              <div className="flex flex-1 flex-col p-6">
                <Heading
                  className="text-xl font-bold"
                  style={{ color: department.color ?? undefined }}
                >
                  <DialogLink
                    href={sitePath(`/departement/${department.pathId}`)}
                    onOpen={() => setSelected(department)}
                  >
                    {title}
                  </DialogLink>
                </Heading>
                <p className="mt-2 flex-1 text-slate-600">{text}</p>
                <button
                  type="button"
                  onClick={() => setSelected(department)}
                  aria-label={fill(words.discoverNamed, { name: department.name })}
                  className="mt-5 inline-flex items-center gap-2 self-start rounded-lg bg-slate-900 px-4 py-2 font-semibold text-white hover:bg-blue-800"
                >
                  {words.discover} <ArrowRight aria-hidden="true" className="h-4 w-4" />
                </button>
              </div>
            </li>
          )
        })}
      </ul>
      <DepartmentDialog department={selected} contact={contact} onClose={() => setSelected(null)} />
    </>
  )
}
