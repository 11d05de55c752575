// features: site
import { describe, expect, it } from 'vitest'

import { menuNamesIn, menuPageSlug } from '@/features/site/menuNames'

describe('the menu on /en (#59)', () => {
  const french = new Map([
    ['a', 'Accueil'],
    ['p', 'Nos engagements'],
    ['t', 'Nos valeurs'],
  ])
  const titles: Record<string, string> = {
    'nos-engagements': 'Our commitments',
    'nos-valeurs': 'Our values',
  }
  const titleOf = async (slug: string) => titles[slug] ?? null

  it('names an untranslated item leading to a page by the page’s English title', async () => {
    const items = [
      { id: 'a', name: 'Home', href: '/#accueil' },
      { id: 'p', name: 'Nos engagements', href: '/nos-engagements' },
      { id: 't', name: 'Values we hold', href: '/nos-valeurs' },
    ]
    expect((await menuNamesIn(items, french, titleOf)).map((item) => item.name)).toEqual([
      'Home',
      'Our commitments',
      // the team's own translation stays
      'Values we hold',
    ])
  })

  it('keeps the French where the page has no title, or the link is not a page', async () => {
    const items = [
      { id: 'p', name: 'Nos engagements', href: '/inconnue' },
      { id: 'a', name: 'Accueil', href: '/equipements' },
    ]
    expect(
      (
        await menuNamesIn(
          items,
          new Map([
            ['p', 'Nos engagements'],
            ['a', 'Accueil'],
          ]),
          titleOf,
        )
      ).map((item) => item.name),
    ).toEqual(['Nos engagements', 'Accueil'])
  })

  it('reads a page’s slug only from a one-segment address that no site route holds', () => {
    expect(menuPageSlug('/nos-engagements')).toBe('nos-engagements')
    for (const href of ['/equipements', '/#contact', '/en/x', 'https://x.ne/a', '/a/b'])
      expect(menuPageSlug(href), href).toBeNull()
  })
})
