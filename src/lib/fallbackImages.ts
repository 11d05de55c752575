import type { EquipmentCategory } from './labels'

/** Built-in pictures shown when an image is missing or fails to load (public §8). */
const BASE = '/images/fallback'

export function equipmentFallbackImage(category: string | null | undefined): string {
  const known: Record<EquipmentCategory, string> = {
    BTP: 'btp',
    ENGIN: 'engin',
    VEHICULE: 'vehicule',
    MATERIEL: 'materiel',
  }
  return `${BASE}/equipment-${known[category as EquipmentCategory] ?? 'btp'}.svg`
}

const DEPARTMENT_FALLBACKS = new Set([
  'btp-travaux-publics',
  'hydraulique',
  'location-vente-engins',
  'automobile',
  'electronique',
  'commerce-general',
])

export function departmentFallbackImage(slug: string | null | undefined): string {
  return `${BASE}/department-${slug && DEPARTMENT_FALLBACKS.has(slug) ? slug : 'default'}.svg`
}

export const NEWS_FALLBACK_IMAGE = `${BASE}/news-default.svg`
