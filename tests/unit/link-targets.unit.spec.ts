// features: home, site
import { describe, expect, it } from 'vitest'

import { localizedPath } from '@/i18n/site/addresses'
import { HOME_GROUPS, linkTarget, SECTIONS } from '@/features/home/catalog'

/** The navigation's links as the server resolves them from the sections' own configs. */
describe('link targets', () => {
  it.each([
    ['/#contact', { href: '/#contact', anchor: 'contact' }],
    ['#contact', { href: '/#contact', anchor: 'contact' }],
    // an anchor inside a section (the equipment section's services)
    ['#services', { href: '/#services', anchor: 'services' }],
    // « btp » is both a department id and the departments section's anchor: the section wins
    ['#btp', { href: '/#btp', anchor: 'btp' }],
    // a department id that names no section is that department's page
    ['#commerce', { href: '/departement/commerce', anchor: null }],
    ['/actualites', { href: '/actualites', anchor: null }],
    ['https://exemple.ne/#contact', { href: 'https://exemple.ne/#contact', anchor: null }],
  ])('%s → %j', (href, target) => {
    expect(linkTarget(href, (path) => path)).toEqual(target)
  })

  it.each([
    ['/#contact', { href: '/en#contact', anchor: 'contact' }],
    ['#commerce', { href: '/en/departments/commerce', anchor: null }],
    ['/actualites', { href: '/en/news', anchor: null }],
    ['https://exemple.ne/#contact', { href: 'https://exemple.ne/#contact', anchor: null }],
  ])('on the English site, %s → %j', (href, target) => {
    expect(linkTarget(href, (path) => localizedPath(path, 'en'))).toEqual(target)
  })

  it('reads the sections from their configs, in page order, the shell’s footer apart', () => {
    expect(HOME_GROUPS.map(({ anchor }) => anchor)).toEqual([
      'accueil',
      'btp',
      'valeurs',
      'location',
      'actualites',
      'newsletter',
      'partenaires',
      'contact',
    ])
    expect(HOME_GROUPS.find(({ anchor }) => anchor === 'location')?.ids).toEqual([
      'equipment',
      'quote-calculator',
    ])
    expect(SECTIONS.footer).toMatchObject({ anchor: 'pied-de-page', inShell: true })
  })
})
