import { SiteShell } from '@/components/SiteShell'
import { listActiveDepartments } from '@/data/departments'
import { readGlobal } from '@/data/globals'
import { DepartmentsSection } from '@/sections/Departments'
import { HeroSection } from '@/sections/Hero'
import { NewsSection } from '@/sections/News'

export default async function HomePage() {
  const [general, hero, departmentsSection, departments] = await Promise.all([
    readGlobal('site-settings'),
    readGlobal('section-hero'),
    readGlobal('section-departments'),
    listActiveDepartments().catch(() => []),
  ])

  return (
    <SiteShell>
      {hero.isActive && <HeroSection hero={hero} general={general} />}
      {departmentsSection.isActive && (
        <DepartmentsSection section={departmentsSection} departments={departments} />
      )}
      <NewsSection />
    </SiteShell>
  )
}
