import { COMPANY_NAME } from '@/lib/company'

import type { departmentsSectionDefaults } from './defaults'

/** The departments section's defaults in English (#45). */
export const departmentsSectionDefaultsEn: typeof departmentsSectionDefaults = {
  isActive: true,
  badgeText: 'Our Departments',
  title: 'Our Areas of Expertise',
  subtitle: 'Six departments, one standard: quality',
  description: `${COMPANY_NAME} brings together six specialist departments — construction and public works, water engineering, equipment rental and sale, automotive, electronics and general trade — to offer you complete solutions.`,
  ctaText: 'See all departments',
  ctaLink: '/departements',
  showBadge: true,
  showSubtitle: true,
  showDescription: true,
  showCTA: true,
}
