import type { ReactNode } from 'react'

import type { SiteDepartment } from '@/features/departments/shape'
import type { GlobalData } from '@/platform/data/globals'
import type { CompanyContact } from '@/lib/company'
import type { SectionGlobalSlug } from '@/lib/sections'
import type { SiteSettings } from '@/generated/payload-types'

import type { HomeSectionId } from './catalog'
import { ContactSection } from './Contact/Contact'
import { DepartmentsSection } from './Departments/Departments'
import { EquipmentSection } from './Equipment/Equipment'
import { HeroSection } from './Hero/Hero'
import { NewsSection } from './News/News'
import { NewsletterSection } from './Newsletter/Newsletter'
import { PartnersSection } from './Partners/Partners'
import { QuoteCalculatorSection } from './QuoteCalculator/QuoteCalculator'
import { ValuesSection } from './Values/Values'

/** What the home page reads once and hands to any section that needs it. */
export type HomeData = {
  general: SiteSettings
  company: CompanyContact
  departments: SiteDepartment[] | null
}

type SectionGlobal<T extends HomeSectionId> = GlobalData<SectionGlobalSlug<T>>

/** Drawn from its global, which the page reads alongside its other data and checks is active. */
type FromGlobal<T extends HomeSectionId> = {
  render: (section: SectionGlobal<T>, home: HomeData) => ReactNode
}
/** Reads its own global and renders nothing while it is inactive. */
type ReadsOwnGlobal = { readsOwnGlobal: true; render: () => ReactNode }

export type SectionView<T extends HomeSectionId> = FromGlobal<T> | ReadsOwnGlobal

/** The component behind each home section: a section left out here does not compile. */
export const SECTION_VIEWS: { [T in HomeSectionId]: SectionView<T> } = {
  hero: {
    render: (hero, { general, departments }) => (
      <HeroSection hero={hero} general={general} activeDepartments={departments?.length ?? null} />
    ),
  },
  departments: {
    render: (section, { departments, company }) => (
      <DepartmentsSection section={section} departments={departments} contact={company} />
    ),
  },
  values: { render: (section) => <ValuesSection section={section} /> },
  equipment: {
    render: (section, { company }) => <EquipmentSection section={section} phone={company.phone} />,
  },
  'quote-calculator': {
    render: (section, { general }) => (
      <QuoteCalculatorSection section={section} general={general} />
    ),
  },
  news: { readsOwnGlobal: true, render: () => <NewsSection /> },
  newsletter: { render: (section) => <NewsletterSection section={section} /> },
  partners: { render: (section) => <PartnersSection section={section} /> },
  contact: {
    render: (section, { company }) => <ContactSection section={section} company={company} />,
  },
}
