import { Clock } from 'lucide-react'

import { RentalConditions } from '@/ui/RentalConditions'
import { SectionHeading } from '@/ui/SectionHeading'
import type { SectionQuoteCalculator, SiteSettings } from '@/generated/payload-types'
import { siteText } from '@/i18n/site'
import { rentalConditionLines } from '@/i18n/site/rentalTerms'
import { QUOTE_VAT_RATE } from '@/lib/quoteTerms'
import { relationId } from '@/lib/relationId'

import { listActiveEquipment } from '@/features/equipment/readers'

import { Calculator } from './Calculator.client'

type Props = { section: SectionQuoteCalculator; general: SiteSettings }

/**
 * Rental price estimate (inactive by default): a row of the fleet at its machine's rates (its
 * global's hooks), before tax, its VAT and total as a quote would count them, under the
 * settings' rental conditions.
 */
export async function QuoteCalculatorSection({ section, general }: Props) {
  const { rentalTerms, meta } = siteText()
  // a row of the fleet offers its dates (#61): the picker reads its machine's days by its address
  const slugs = new Map(
    (await listActiveEquipment().catch(() => [])).map((machine) => [machine.id, machine.slug]),
  )
  const equipments = (section.equipments ?? [])
    .filter((item) => item.isActive !== false)
    .map((item, index) => {
      const machine = relationId(item.machine)
      return {
        id: item.id ?? `equipment-${index}`,
        machine,
        slug: machine === null ? null : (slugs.get(String(machine)) ?? null),
        name: item.name,
        daily: item.daily,
        weekly: item.weekly,
        monthly: item.monthly,
      }
    })
  return (
    <div className="bg-gradient-to-br from-blue-900 to-slate-900 py-20 text-white">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          inverted
          badge={section.showBadge !== false ? section.badgeText : null}
          title={section.title}
          description={section.description}
        />
        <div className="mt-12 grid items-start gap-10 lg:grid-cols-2">
          {section.showCalculator !== false && (
            <Calculator
              title={section.calculatorTitle ?? ''}
              equipments={equipments}
              vatRate={general.quoteVatRate ?? QUOTE_VAT_RATE}
            />
          )}
          <div className="space-y-6">
            {section.showEstimatedTime !== false && section.estimatedTime && (
              <p className="flex items-center gap-3 text-xl font-bold text-amber-300">
                <Clock aria-hidden="true" className="h-6 w-6" /> {section.estimatedTime}
              </p>
            )}
            <RentalConditions
              heading={rentalTerms.heading}
              lines={rentalConditionLines(general, rentalTerms, meta.intl)}
              level="h3"
              inverted
            />
            {section.showContactInfo !== false && section.contactInfo && (
              <p className="rounded-xl bg-white/10 p-5 text-blue-50">{section.contactInfo}</p>
            )}
          </div>
        </div>
      </div>
    </div>
  )
}
