import type { UploadType } from '@/lib/uploadRules'

export type ImageRecommendation = { label: string; size: string; weight?: string }

/** Image recommendations of the spec (back office §9), by upload type. */
export const IMAGE_RECOMMENDATIONS: Record<UploadType, ImageRecommendation[]> = {
  departments: [
    { label: 'Image principale', size: '600 × 400 px', weight: '2 Mo' },
    { label: 'Bannière', size: '1200 × 400 px', weight: '3 Mo' },
    { label: 'Miniature', size: '200 × 200 px', weight: '500 Ko' },
  ],
  equipment: [
    { label: 'Image principale', size: '800 × 600 px', weight: '2 Mo' },
    { label: 'Miniature', size: '300 × 300 px', weight: '1 Mo' },
    { label: 'Image de catégorie', size: '400 × 300 px' },
  ],
  news: [
    { label: 'Image principale', size: '1200 × 800 px', weight: '3 Mo' },
    { label: 'Bannière', size: '1400 × 600 px', weight: '3 Mo' },
    { label: 'Miniature', size: '400 × 300 px', weight: '1 Mo' },
  ],
  images: [
    { label: 'Bannière d’accueil', size: '1920 × 1080 px', weight: '3 Mo' },
    { label: 'Image de catégorie', size: '400 × 300 px' },
    { label: 'Logo', size: 'format libre', weight: '500 Ko' },
  ],
}

export const RECOMMENDED_FORMATS = 'JPEG, PNG, WebP'
