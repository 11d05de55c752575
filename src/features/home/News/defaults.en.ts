import type { newsSectionDefaults } from './defaults'

/** The news section's defaults in English (#45). */
export const newsSectionDefaultsEn: typeof newsSectionDefaults = {
  isActive: true,
  badgeText: 'News',
  title: 'Latest News',
  description: 'Keep up with our projects, our events and life at the company.',
  showBadge: true,
  maxDisplay: 6,
}
