import { CheckCircle, Clock } from 'lucide-react'

import { SectionHeading } from '@/components/ui/SectionHeading'
import type { SectionQuoteCalculator } from '@/generated/payload-types'

import { Calculator } from './Calculator.client'
import { siteText } from '@/i18n/site'

/** Rental price estimate with its conditions (inactive by default). */
export function QuoteCalculatorSection({ section }: { section: SectionQuoteCalculator }) {
  const equipments = (section.equipments ?? [])
    .filter((item) => item.isActive !== false)
    .map((item, index) => ({ ...item, id: item.id ?? `equipment-${index}` }))
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
            <Calculator title={section.calculatorTitle ?? ''} equipments={equipments} />
          )}
          <div className="space-y-6">
            {section.showEstimatedTime !== false && section.estimatedTime && (
              <p className="flex items-center gap-3 text-xl font-bold text-amber-300">
                <Clock aria-hidden="true" className="h-6 w-6" /> {section.estimatedTime}
              </p>
            )}
            <h3 className="text-lg font-bold">{siteText().equipment.calculatorConditions}</h3>
            <ul className="space-y-3">
              {(section.conditions ?? []).map((condition) => (
                <li key={condition} className="flex items-start gap-3 text-blue-50">
                  <CheckCircle
                    aria-hidden="true"
                    className="mt-0.5 h-5 w-5 shrink-0 text-green-400"
                  />{' '}
                  {condition}
                </li>
              ))}
            </ul>
            {section.showContactInfo !== false && section.contactInfo && (
              <p className="rounded-xl bg-white/10 p-5 text-blue-50">{section.contactInfo}</p>
            )}
          </div>
        </div>
      </div>
    </div>
  )
}
