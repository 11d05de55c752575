// features: site
import { describe, expect, it } from 'vitest'

import { chosenLanguage, languageCookie } from '@/lib/languageChoice'
import { frenchPathOf, languageRoute, localizedPath } from '@/i18n/site/addresses'
import { ADDRESS_WORDS } from '@/i18n/site/dictionaries'
import { languageAlternates, pageMetadata } from '@/i18n/site/pageMetadata'
import * as localePaths from '@/lib/localePaths'
import type { SiteLocale } from '@/lib/locales'

/** What the browser's language switcher calls, with the words the layout gives it. */
const switchLocale = (href: string, locale: SiteLocale) =>
  localePaths.switchLocale(href, locale, ADDRESS_WORDS)

/** The English site's addresses (#45), and the way back to the French page they are a twin of. */
describe('locale paths', () => {
  it.each([
    ['/', '/en'],
    ['/#contact', '/en#contact'],
    ['/equipements', '/en/equipment'],
    ['/equipements?category=ENGIN', '/en/equipment?category=ENGIN'],
    ['/equipements/pelle-cat-320', '/en/equipment/pelle-cat-320'],
    ['/actualites/12', '/en/news/12'],
    ['/actualites?page=2&search=forage', '/en/news?page=2&search=forage'],
    ['/departements', '/en/departments'],
    ['/departement/btp', '/en/departments/btp'],
    ['/realisations/forage-tillaberi', '/en/projects/forage-tillaberi'],
    ['/recherche?q=pelle', '/en/search?q=pelle'],
    ['/mentions-legales', '/en/legal-notice'],
    ['/maintenance', '/en/maintenance'],
    ['/hors-ligne', '/en/offline'],
    ['/politique-de-confidentialite', '/en/privacy-policy'],
    ['/conditions-generales', '/en/terms'],
    ['/catalogue.pdf', '/en/catalogue.pdf'],
    ['/newsletter/desinscription?token=x', '/en/newsletter/unsubscribe?token=x'],
    ['/devis/DEV-000123?t=abc', '/en/quote/DEV-000123?t=abc'],
    // a page built from blocks keeps its slug
    ['/a-propos', '/en/a-propos'],
  ])('%s in English is %s, and back', (french, english) => {
    expect(localizedPath(french, 'en')).toBe(english)
    expect(frenchPathOf(english)).toEqual({ locale: 'en', path: french })
    expect(switchLocale(english, 'fr')).toBe(french)
    expect(switchLocale(french, 'en')).toBe(english)
  })

  it.each([
    '/admin',
    '/api/equipment',
    '/apercu?path=/',
    '/media/photo.webp',
    '/_next/static/x.js',
    'https://exemple.ne/equipements',
    '//exemple.ne/equipements',
    'mailto:contact@bk-multiservices.ne',
  ])('%s stays as it is: no English twin, or not this site', (href) => {
    expect(localizedPath(href, 'en')).toBe(href)
  })

  it('leaves French addresses French', () => {
    expect(localizedPath('/equipements/x', 'fr')).toBe('/equipements/x')
    expect(frenchPathOf('/equipements/x')).toEqual({ locale: 'fr', path: '/equipements/x' })
    // a page whose slug starts like a language is no language
    expect(frenchPathOf('/english-courses')).toEqual({ locale: 'fr', path: '/english-courses' })
    expect(frenchPathOf('/fr/equipements')).toEqual({ locale: 'fr', path: '/fr/equipements' })
  })

  it('gives every page its twins for hreflang, French for the rest of the world', () => {
    expect(languageAlternates('/equipements/x')).toEqual({
      fr: '/equipements/x',
      en: '/en/equipment/x',
      'x-default': '/equipements/x',
    })
    const english = pageMetadata({
      title: 'Excavator',
      description: 'For rent',
      path: '/equipements/x',
      locale: 'en',
      ogLocale: 'en_GB',
    })
    expect(english.alternates?.canonical).toBe('/en/equipment/x')
    expect(english.openGraph).toMatchObject({ url: '/en/equipment/x', locale: 'en_GB' })
    const french = pageMetadata({ title: 'Pelle', description: 'À louer', path: '/equipements/x' })
    expect(french.alternates?.canonical).toBe('/equipements/x')
    expect(french.openGraph).toMatchObject({ url: '/equipements/x', locale: 'fr_FR' })
  })

  it.each([
    ['/en/equipment/pelle-cat-320', { rewrite: '/en/equipements/pelle-cat-320' }],
    ['/en/news', { rewrite: '/en/actualites' }],
    ['/en/departments', { rewrite: '/en/departements' }],
    ['/en/departments/btp', { rewrite: '/en/departement/btp' }],
    ['/en/newsletter/unsubscribe', { rewrite: '/en/newsletter/desinscription' }],
    ['/en/quote/DEV-000123', { rewrite: '/en/devis/DEV-000123' }],
    // the same words in both languages, and a page built from blocks: served as asked
    ['/en', null],
    ['/en/services', null],
    ['/en/catalogue.pdf', null],
    ['/en/a-propos', null],
    // another language's words under /en: the address in its own
    ['/en/equipements/pelle-cat-320', { redirect: '/en/equipment/pelle-cat-320' }],
    ['/en/departement/btp', { redirect: '/en/departments/btp' }],
    // French-only addresses and French pages never meet it
    ['/en/admin', null],
    ['/equipements/pelle-cat-320', null],
    ['/english-courses', null],
  ])('Next serves %s as %j (src/platform/frontServer/languageAddresses.ts)', (asked, route) => {
    expect(languageRoute(asked)).toEqual(route)
  })

  it('remembers the switcher’s choice in a cookie the edge reads, and nothing else', () => {
    expect(languageCookie('en')).toMatch(/^langue=en; Path=\/; Max-Age=\d+; SameSite=Lax$/)
    expect(chosenLanguage('a=1; langue=en')).toBe('en')
    expect(chosenLanguage('langue=fr')).toBeNull()
    expect(chosenLanguage('langue=xx')).toBeNull()
    expect(chosenLanguage('langue=__proto__')).toBeNull()
    expect(chosenLanguage(undefined)).toBeNull()
  })
})
