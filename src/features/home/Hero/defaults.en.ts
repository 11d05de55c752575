import { COMPANY_NAME } from '@/lib/company'

import type { heroDefaults } from './defaults'

/** The hero's defaults in English (#45): the French ones' shape, links and figures. */
export const heroDefaultsEn: typeof heroDefaults = {
  isActive: true,
  title: 'Building Niger’s future',
  subtitle: 'Your trusted multi-sector partner',
  description: `For 20 years, ${COMPANY_NAME} has served individuals, businesses and institutions: public works, water engineering, equipment rental and sale, automotive, electronics and general trade.`,
  ctaText: 'Discover our services',
  ctaLink: '#services',
  quoteButtonText: 'Get a quote',
  image: null,
  stats: [
    { id: 'annees', value: '20', label: 'Years' },
    { id: 'projets', value: '100+', label: 'Projects' },
    { id: 'departements', value: '5', label: 'Departments', liveCount: 'departments' },
  ],
  sloganBanner: 'Get used to paying less',
  experienceBadge: '20 years of experience',
}
