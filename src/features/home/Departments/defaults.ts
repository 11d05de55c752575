import { COMPANY_NAME } from '@/lib/company'

export const departmentsSectionDefaults = {
  isActive: true,
  badgeText: 'Nos Départements',
  title: "Nos Domaines d'Expertise",
  subtitle: 'Six départements, une seule exigence : la qualité',
  description: `${COMPANY_NAME} réunit 6 départements spécialisés — BTP et travaux publics, hydraulique, location et vente d'engins, automobile, électronique et commerce général — pour vous offrir des solutions complètes.`,
  ctaText: 'Voir tous les départements',
  ctaLink: '/departements',
  showBadge: true,
  showSubtitle: true,
  showDescription: true,
  showCTA: true,
}
