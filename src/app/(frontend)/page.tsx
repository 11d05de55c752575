import { Footer } from '@/components/Footer'
import { Header } from '@/components/Header'
import { listActiveDepartments } from '@/data/departments'
import { readGlobal } from '@/data/globals'
import { DepartmentsSection } from '@/sections/Departments'
import { HeroSection } from '@/sections/Hero'

export default async function HomePage() {
  const [topBar, general, hero, departmentsSection, footer, departments] = await Promise.all([
    readGlobal('top-bar'),
    readGlobal('site-settings'),
    readGlobal('section-hero'),
    readGlobal('section-departments'),
    readGlobal('section-footer'),
    listActiveDepartments().catch(() => []),
  ])

  return (
    <>
      <Header topBar={topBar} />
      <main>
        {hero.isActive && <HeroSection hero={hero} general={general} />}
        {departmentsSection.isActive && (
          <DepartmentsSection section={departmentsSection} departments={departments} />
        )}
      </main>
      {footer.isActive && <Footer footer={footer} />}
    </>
  )
}
