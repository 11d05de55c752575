import { COMPANY_EMAIL, COMPANY_PHONE } from '@/lib/company'

import type { quoteCalculatorDefaults } from './defaults'

/** The quote calculator's defaults in English (#45): the same machines and rates in FCFA. */
export const quoteCalculatorDefaultsEn: typeof quoteCalculatorDefaults = {
  isActive: false,
  showBadge: true,
  badgeText: 'Instant Quote',
  title: 'Estimate the cost of your rental',
  description: 'Choose a machine and a rental period to get an instant estimate.',
  showCalculator: true,
  calculatorTitle: 'Price calculator',
  showEstimatedTime: true,
  estimatedTime: 'Quote within 24 hours',
  showContactInfo: true,
  contactInfo: `For a tailored quote, call ${COMPANY_PHONE} or email ${COMPANY_EMAIL}.`,
  equipments: [
    {
      id: 'excavator',
      name: 'Hydraulic excavator',
      description: '20-tonne tracked excavator',
      category: 'btp',
      daily: 85000,
      weekly: 500000,
      monthly: 1800000,
      isActive: true,
    },
    {
      id: 'bulldozer',
      name: 'Bulldozer',
      description: 'Tracked bulldozer for levelling',
      category: 'btp',
      daily: 95000,
      weekly: 580000,
      monthly: 2100000,
      isActive: true,
    },
    {
      id: 'dump-truck',
      name: 'Tipper lorry',
      description: '20 m³ tipper lorry',
      category: 'transport',
      daily: 65000,
      weekly: 380000,
      monthly: 1400000,
      isActive: true,
    },
    {
      id: 'mobile-crane',
      name: 'Mobile crane',
      description: '50-tonne mobile crane',
      category: 'levage',
      daily: 120000,
      weekly: 700000,
      monthly: 2500000,
      isActive: true,
    },
  ],
}
