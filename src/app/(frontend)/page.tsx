import { OrganizationJsonLd } from '@/components/Seo/OrganizationJsonLd'
import { SiteShell } from '@/components/SiteShell'
import { listActiveDepartments } from '@/data/departments'
import { readGlobal } from '@/data/globals'
import { companyContact } from '@/lib/company'
import { ContactSection } from '@/sections/Contact'
import { DepartmentsSection } from '@/sections/Departments'
import { EquipmentSection } from '@/sections/Equipment'
import { HeroSection } from '@/sections/Hero'
import { NewsSection } from '@/sections/News'
import { NewsletterSection } from '@/sections/Newsletter'
import { PartnersSection } from '@/sections/Partners'
import { QuoteCalculatorSection } from '@/sections/QuoteCalculator'
import { ValuesSection } from '@/sections/Values'

/** The home page: every active section in the spec's order, each under its anchor. */
export default async function HomePage() {
  const [topBar, general, hero, departmentsSection, values, equipment, calculator, newsletter, partners, contact, departments] =
    await Promise.all([
      readGlobal('top-bar'),
      readGlobal('site-settings'),
      readGlobal('section-hero'),
      readGlobal('section-departments'),
      readGlobal('section-values'),
      readGlobal('section-equipment'),
      readGlobal('section-quote-calculator'),
      readGlobal('section-newsletter'),
      readGlobal('section-partners'),
      readGlobal('section-contact'),
      listActiveDepartments().catch(() => null),
    ])
  const company = companyContact(general)

  return (
    <SiteShell>
      <OrganizationJsonLd topBar={topBar} siteSettings={general} />
      {hero.isActive && <HeroSection hero={hero} general={general} />}
      {departmentsSection.isActive && (
        <DepartmentsSection section={departmentsSection} departments={departments} contact={company} />
      )}
      {values.isActive && <ValuesSection section={values} />}
      {(equipment.isActive || calculator.isActive) && (
        <section id="location">
          {equipment.isActive && <EquipmentSection section={equipment} phone={company.phone} />}
          {calculator.isActive && <QuoteCalculatorSection section={calculator} />}
        </section>
      )}
      <NewsSection />
      {newsletter.isActive && <NewsletterSection section={newsletter} />}
      {partners.isActive && <PartnersSection section={partners} />}
      {contact.isActive && <ContactSection section={contact} />}
    </SiteShell>
  )
}
