import { HOMEPAGE_MAX_DEPARTMENTS } from '@/lib/constants'
import type { Department, Media, SectionDepartments } from '@/payload-types'

const imageUrl = (image: Department['images']) => {
  const main = image?.main
  return main && typeof main === 'object' ? ((main as Media).sizes?.card?.url ?? (main as Media).url) : null
}

export function DepartmentsSection({ section, departments }: { section: SectionDepartments; departments: Department[] }) {
  const shown = departments.slice(0, HOMEPAGE_MAX_DEPARTMENTS)
  return (
    <section id="btp" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-7xl px-6">
        <header className="mx-auto max-w-3xl text-center">
          {section.showBadge && <p className="font-semibold uppercase tracking-wide text-blue-700">{section.badgeText}</p>}
          <h2 className="mt-2 text-3xl font-extrabold md:text-4xl">{section.title}</h2>
          {section.showSubtitle && <p className="mt-3 text-lg text-slate-700">{section.subtitle}</p>}
          {section.showDescription && <p className="mt-3 text-slate-600">{section.description}</p>}
        </header>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((department) => {
            const src = imageUrl(department.images)
            return (
              <li key={department.id} className="overflow-hidden rounded-2xl bg-white shadow-sm">
                {src && <img src={src} alt="" width={800} height={600} loading="lazy" className="h-44 w-full object-cover" />}
                <div className="p-6">
                  <h3 className="text-xl font-bold" style={{ color: department.color ?? undefined }}>{department.name}</h3>
                  <p className="mt-2 text-slate-600">{department.description}</p>
                </div>
              </li>
            )
          })}
        </ul>
        {section.showCTA && departments.length > HOMEPAGE_MAX_DEPARTMENTS && (
          <p className="mt-10 text-center">
            <a href={section.ctaLink ?? '/departements'} className="font-semibold text-blue-700">
              {section.ctaText} ({departments.length})
            </a>
          </p>
        )}
      </div>
    </section>
  )
}
