// features: media
import { describe, expect, it } from 'vitest'

import { mediaPicture } from '@/lib/media'

const picture = (sizes: Record<string, { url: string; width: number } | undefined>) =>
  mediaPicture(
    {
      url: '/api/cms/media/file/chantier.jpg',
      filename: 'chantier.jpg',
      mimeType: 'image/jpeg',
      updatedAt: '2026-11-27T10:00:00.000Z',
      sizes,
    },
    ['card', 'hero'],
  )

describe('a picture’s srcset', () => {
  it('lists each of Payload’s sizes once per width, the largest as src', () => {
    expect(
      picture({
        card: { url: '/api/cms/media/file/chantier-800x600.webp', width: 800 },
        hero: { url: '/api/cms/media/file/chantier-1920x1440.webp', width: 1920 },
      }),
    ).toEqual({
      src: '/api/cms/media/file/chantier-1920x1440.webp?v=mwyt8hs0',
      srcSet:
        '/api/cms/media/file/chantier-800x600.webp?v=mwyt8hs0 800w, /api/cms/media/file/chantier-1920x1440.webp?v=mwyt8hs0 1920w',
    })
  })

  it('keeps one candidate when a size not enlarged repeats a smaller one (invalid HTML otherwise)', () => {
    expect(
      picture({
        card: { url: '/api/cms/media/file/chantier-800x600.webp', width: 800 },
        hero: { url: '/api/cms/media/file/chantier-800x600.webp', width: 800 },
      })?.srcSet,
    ).toBe('/api/cms/media/file/chantier-800x600.webp?v=mwyt8hs0 800w')
  })
})
