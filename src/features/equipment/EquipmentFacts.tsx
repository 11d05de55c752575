import { MapPin, type LucideIcon } from 'lucide-react'

import type { SiteEquipment } from './shape'
import type { ClientText } from '@/i18n/site/fr'
import { countText } from '@/i18n/site/template'
import { EQUIPMENT_FACT_KEYS, EQUIPMENT_SPEC_KEYS, type EquipmentFactKey } from '@/lib/labels'

import { Prices } from './Prices'

type EquipmentWords = ClientText['equipment']

/** The facts drawn with a picture before their text; another fact is its text alone. */
const FACT_ICONS: Partial<Record<EquipmentFactKey, LucideIcon>> = { location: MapPin }

/**
 * Price(s), units available and the facts the team filled in (`EQUIPMENT_FACT_KEYS`: its location…)
 * of a machine, side by side; `narrow` (the page's column beside the pictures) puts the prices on
 * a line of their own.
 */
export function KeyFacts({
  equipment,
  narrow = false,
  words,
  factLabels,
  intl,
}: {
  equipment: SiteEquipment
  narrow?: boolean
  /** The page's dictionary (the dialog's in the browser, the machine page's on the server). */
  words: EquipmentWords
  factLabels: ClientText['labels']['equipmentFacts']
  intl: string
}) {
  return (
    <dl
      className={`grid gap-4 rounded-xl bg-slate-50 p-5 ${narrow ? 'sm:grid-cols-2' : 'sm:grid-cols-3'}`}
    >
      <div className={narrow ? 'sm:col-span-2' : undefined}>
        <dt className="text-sm text-slate-600">{words.price}</dt>
        <dd>
          <Prices equipment={equipment} words={words} intl={intl} large />
        </dd>
      </div>
      <div>
        <dt className="text-sm text-slate-600">{words.availability}</dt>
        <dd className="font-semibold">
          {countText(words.unitsAvailable, equipment.available, intl)}
        </dd>
      </div>
      {EQUIPMENT_FACT_KEYS.filter((key) => equipment[key]).map((key) => {
        const Icon = FACT_ICONS[key]
        return (
          <div key={key}>
            <dt className="text-sm text-slate-600">{factLabels[key]}</dt>
            <dd className="flex items-center gap-1 font-semibold">
              {Icon && <Icon aria-hidden="true" className="h-4 w-4" />}
              {equipment[key]}
            </dd>
          </div>
        )
      })}
    </dl>
  )
}

type Props = {
  equipment: SiteEquipment
  /** h3 inside the dialog, h2 on the machine's own page. */
  heading: 'h2' | 'h3'
  words: EquipmentWords
  specLabels: ClientText['labels']['equipmentSpecs']
}

/** Description, technical specifications (those that have a value) and tags of a machine. */
export function EquipmentFacts({ equipment, heading: Heading, words, specLabels }: Props) {
  const specs = EQUIPMENT_SPEC_KEYS.filter(
    (key) => equipment.specifications[key] !== undefined && equipment.specifications[key] !== '',
  )
  const title = Heading === 'h2' ? 'text-xl font-bold' : 'text-lg font-bold'
  return (
    <>
      {equipment.description && (
        <section aria-label={words.descriptionLandmark}>
          <Heading className={title}>{words.description}</Heading>
          <p className="mt-2 max-w-3xl text-slate-700">{equipment.description}</p>
        </section>
      )}
      {specs.length > 0 && (
        <section aria-label={words.specifications}>
          <Heading className={title}>{words.specifications}</Heading>
          <dl className="mt-3 grid max-w-3xl gap-3 sm:grid-cols-2">
            {specs.map((key) => (
              <div key={key} className="flex justify-between gap-4 border-b border-slate-200 pb-2">
                <dt className="text-slate-600">{specLabels[key]}</dt>
                <dd className="font-semibold">{equipment.specifications[key]}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {equipment.tags.length > 0 && (
        <section aria-label={words.features}>
          <Heading className={title}>{words.features}</Heading>
          <ul className="mt-3 flex flex-wrap gap-2">
            {equipment.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-blue-50 px-3 py-1 text-sm text-blue-800">
                {tag}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  )
}
