import { Icon } from '@/ui/Icon'
import { SectionHeading } from '@/ui/SectionHeading'
import { VALUE_GRADIENTS } from '@/lib/labels'
import { SECTIONS } from '../catalog'
import type { SectionValues } from '@/generated/payload-types'

const gradient = (color: string | null | undefined) =>
  (VALUE_GRADIENTS as readonly string[]).includes(color ?? '') ? color : VALUE_GRADIENTS[0]

/** Value cards, the mission block and three advantages. */
export function ValuesSection({ section }: { section: SectionValues }) {
  return (
    <section id={SECTIONS.values.anchor} className="py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          badge={section.badgeText}
          title={section.title}
          description={section.description}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {section.values?.map((value) => (
            <li key={value.id} className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
              <span
                className={`flex h-14 w-14 items-center justify-center rounded-xl bg-gradient-to-br text-white ${gradient(value.color)}`}
              >
                <Icon name={value.icon} className="h-7 w-7" />
              </span>
              <h3 className="mt-5 text-xl font-bold">{value.title}</h3>
              <p className="mt-2 text-slate-600">{value.description}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 grid gap-8 rounded-3xl bg-gradient-to-br from-blue-900 to-slate-900 p-8 text-white md:p-12 lg:grid-cols-2">
          <div>
            <h3 className="text-2xl font-extrabold md:text-3xl">{section.mission?.title}</h3>
            <p className="mt-4 text-blue-100">{section.mission?.description}</p>
          </div>
          <ul className="grid gap-4">
            {section.advantages?.map((advantage) => (
              <li key={advantage.id} className="flex gap-4 rounded-xl bg-white/10 p-4">
                <Icon name={advantage.icon} className="h-6 w-6 shrink-0 text-amber-400" />
                <div>
                  <h4 className="font-bold">{advantage.title}</h4>
                  <p className="text-sm text-blue-100">{advantage.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}
