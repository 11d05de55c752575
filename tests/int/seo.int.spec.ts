// features: site
import type { Payload } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'

import { topBarDefaults } from '@/features/site/TopBar/defaults'
import { siteSettingsDefaults } from '@/features/site/SiteSettings/defaults'
import { LocalBusinessJsonLd } from '@/features/site/LocalBusinessJsonLd'
import { withGlobalDefaults } from '@/platform/data/globalDefaults'
import { pageMetadata } from '@/i18n/site/pageMetadata'
import { siteMetadata } from '@/lib/seo'
import { localBusinessJsonLd, serializeJsonLd } from '@/features/site/organization'
import { robotsRules } from '@/features/site/robots'
import { publishedNewsStamps } from '@/platform/data/sitemap'
import { sitemapEntries } from '@/features/site/sitemap'

import { testPayload } from '../helpers/payload'

const BASE = 'https://bk.example.ne'
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('sitemap', () => {
  it('lists the static pages, the six department links and every published article', async () => {
    const { docs: news } = await payload.find({ collection: 'news', pagination: false, depth: 0 })
    const published = news.filter((item) => item.isPublished)
    const drafts = news.filter((item) => !item.isPublished)
    expect(published.length).toBeGreaterThan(0)
    expect(drafts.length).toBeGreaterThan(0)

    const entries = sitemapEntries(BASE, await publishedNewsStamps(payload))
    const urls = entries.map((entry) => entry.url)
    for (const path of [
      '/',
      '/departements',
      '/equipements',
      '/services',
      '/catalogue',
      '/actualites',
      '/realisations',
      '/politique-de-confidentialite',
      '/conditions-generales',
      '/mentions-legales',
    ]) {
      expect(urls).toContain(`${BASE}${path}`)
    }
    for (const id of ['btp', 'hydraulique', 'location', 'automobile', 'electronique', 'commerce']) {
      expect(urls).toContain(`${BASE}/departement/${id}`)
    }
    for (const item of published) {
      const entry = entries.find((candidate) => candidate.url === `${BASE}/actualites/${item.id}`)
      expect(entry?.lastModified).toEqual(new Date(item.updatedAt))
    }
    for (const item of drafts) expect(urls).not.toContain(`${BASE}/actualites/${item.id}`)
    // an article's picture goes with it, absolute and versioned, for the search engines' images
    const pictured = entries.filter((entry) => entry.url.includes('/actualites/') && entry.images)
    expect(pictured.length).toBeGreaterThan(0)
    for (const entry of pictured)
      expect(entry.images?.[0]).toMatch(new RegExp(`^${BASE}/api/cms/media/file/.+\\?v=`))
    // static pages (the case studies' list among them), legal pages, departments, articles, in
    // French and in English
    expect(urls).toHaveLength(2 * (7 + 3 + 6 + published.length))
    expect(new Set(urls).size).toBe(urls.length)
    for (const path of ['/en', '/en/equipment', '/en/news', '/en/departments/btp', '/en/terms'])
      expect(urls).toContain(`${BASE}${path}`)
  })

  it('gives every page its twins as hreflang alternates, and each twin names the other back', () => {
    const entries = sitemapEntries(BASE, [{ id: 7, updatedAt: '2026-11-20T10:00:00.000Z' }])
    const byUrl = new Map(entries.map((entry) => [entry.url, entry]))
    expect(byUrl.get(`${BASE}/actualites/7`)?.alternates?.languages).toEqual({
      fr: `${BASE}/actualites/7`,
      en: `${BASE}/en/news/7`,
      'x-default': `${BASE}/actualites/7`,
    })
    for (const entry of entries) {
      const languages = entry.alternates?.languages ?? {}
      expect(Object.values(languages)).toContain(entry.url)
      for (const twin of Object.values(languages)) {
        expect(byUrl.get(twin ?? '')?.alternates?.languages, twin).toEqual(languages)
      }
    }
  })

  it('lists the published pages built from blocks and the published projects, with their last change and share image', () => {
    const updatedAt = '2026-11-20T10:00:00.000Z'
    const entries = sitemapEntries(
      BASE,
      [],
      [],
      [{ slug: 'nos-engagements', updatedAt, image: '/api/cms/media/file/engagements.jpg?v=1' }],
      [
        {
          path: '/realisations/forage-de-sakoira',
          updatedAt,
          // a picture kept on S3 has its own absolute address
          image: 'https://cdn.example.ne/forage.jpg?w=1200&q=80',
        },
      ],
    )
    for (const path of ['/nos-engagements', '/realisations/forage-de-sakoira'])
      expect(entries.find((entry) => entry.url === `${BASE}${path}`)?.lastModified).toEqual(
        new Date(updatedAt),
      )
    expect(entries.find((entry) => entry.url === `${BASE}/nos-engagements`)?.images).toEqual([
      `${BASE}/api/cms/media/file/engagements.jpg?v=1`,
    ])
    expect(
      entries.find((entry) => entry.url === `${BASE}/realisations/forage-de-sakoira`)?.images,
    ).toEqual(['https://cdn.example.ne/forage.jpg?w=1200&amp;q=80'])
  })
})

describe('robots', () => {
  it('allows the site, keeps the admin, the APIs and the customers’ quote pages out, points to the sitemap', () => {
    expect(robotsRules(BASE)).toEqual({
      rules: [
        { userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/devis/', '/en/quote/'] },
      ],
      sitemap: `${BASE}/sitemap.xml`,
    })
  })
})

describe('page metadata', () => {
  it('gives a page its canonical path, French Open Graph and a large Twitter card', () => {
    const metadata = pageMetadata({
      title: 'Catalogue',
      description: 'Nos engins',
      path: '/catalogue',
    })
    expect(metadata).toMatchObject({
      title: 'Catalogue',
      description: 'Nos engins',
      alternates: { canonical: '/catalogue' },
      openGraph: {
        type: 'website',
        locale: 'fr_FR',
        siteName: 'BK Multiservices',
        url: '/catalogue',
        images: [{ url: '/og-image.png', width: 1200, height: 630 }],
      },
      twitter: { card: 'summary_large_image' },
    })
    const withImage = pageMetadata({ title: 'A', description: 'B', path: '/a', image: '/x.jpg' })
    expect(withImage.openGraph?.images).toEqual([{ url: '/x.jpg', alt: 'A' }])
  })

  it('gives an article Open Graph’s article type and date, in its page’s language, with its twins', () => {
    const metadata = pageMetadata({
      title: 'Water for Dosso',
      description: 'A new borehole.',
      path: '/actualites/3',
      image: '/media/forage.jpg',
      locale: 'en',
      ogLocale: 'en_GB',
      publishedTime: '2026-11-20T08:00:00.000Z',
    })
    expect(metadata).toMatchObject({
      alternates: {
        canonical: '/en/news/3',
        languages: { fr: '/actualites/3', en: '/en/news/3', 'x-default': '/actualites/3' },
      },
      openGraph: {
        type: 'article',
        publishedTime: '2026-11-20T08:00:00.000Z',
        locale: 'en_GB',
        siteName: 'BK Multiservices',
        url: '/en/news/3',
        images: [{ url: '/media/forage.jpg', alt: 'Water for Dosso' }],
      },
      twitter: { card: 'summary_large_image' },
    })
  })

  it('sets metadataBase from the public URL and keeps the title template in the layout', () => {
    const metadata = siteMetadata({ baseUrl: BASE, siteTitle: 'BK', siteDescription: 'Desc' })
    expect(metadata.metadataBase?.toString()).toBe(`${BASE}/`)
    expect(metadata.title).toEqual({ default: 'BK', template: '%s | BK' })
    expect(metadata.openGraph).toMatchObject({ locale: 'fr_FR', siteName: 'BK Multiservices' })
    expect(metadata).not.toHaveProperty('alternates')
  })
})

describe('LocalBusiness JSON-LD', () => {
  let topBar: Awaited<ReturnType<typeof withGlobalDefaults<'top-bar'>>>
  let siteSettings: Awaited<ReturnType<typeof withGlobalDefaults<'site-settings'>>>
  beforeAll(async () => {
    topBar = await withGlobalDefaults('top-bar', topBarDefaults)
    siteSettings = await withGlobalDefaults('site-settings', siteSettingsDefaults)
  })

  it('describes the company from the top bar and the site settings', () => {
    const data = localBusinessJsonLd({ topBar, siteSettings, baseUrl: BASE })
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'BK Multiservices',
      url: `${BASE}/`,
      logo: `${BASE}/logo.png`,
      telephone: '+227 20 72 35 00',
      email: 'contact@bk-multiservices.ne',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Quartier Plateau',
        addressLocality: 'Niamey',
        addressCountry: 'NE',
      },
    })
    expect(data.description).toBe(siteSettings.siteDescription)
    // Google's local business: where, when, and what it is made of
    expect(data.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 13.51366, longitude: 2.10981 })
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '18:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Saturday'],
        opens: '08:00',
        closes: '13:00',
      },
    ])
    expect(data.image).toBe(`${BASE}/logo.png`)
    expect(data.department).toBeUndefined()
    const withDepartments = localBusinessJsonLd({
      topBar,
      siteSettings: {
        ...siteSettings,
        latitude: 13.6,
        longitude: 2.05,
        openingHours: 'Sur rendez-vous',
      },
      baseUrl: BASE,
      departments: [
        { name: 'BTP & Travaux Publics', slug: 'btp-travaux-publics', description: 'Routes' },
        { name: 'Énergie', slug: 'energie', description: '' },
      ],
    })
    expect(withDepartments.geo).toMatchObject({ latitude: 13.6, longitude: 2.05 })
    expect(withDepartments.openingHoursSpecification).toBeUndefined()
    expect(withDepartments.department).toEqual([
      expect.objectContaining({
        '@type': 'LocalBusiness',
        name: 'BTP & Travaux Publics',
        url: `${BASE}/departement/btp`,
        address: data.address,
      }),
      expect.objectContaining({ name: 'Énergie', url: `${BASE}/departement/energie` }),
    ])
    // the defaults are the networks' home pages: not the company's profiles
    expect(data.sameAs).toEqual([])
    const social = [
      {
        platform: 'facebook' as const,
        url: 'https://www.facebook.com/bkmultiservices',
        isActive: true,
      },
      { platform: 'youtube' as const, url: 'https://www.youtube.com/@bk', isActive: false },
    ]
    expect(
      localBusinessJsonLd({
        topBar: { ...topBar, socialMedia: social },
        siteSettings,
        baseUrl: BASE,
      }).sameAs,
    ).toEqual(['https://www.facebook.com/bkmultiservices'])
  })

  it('cannot be broken out of its script element by admin-entered text', () => {
    const hostile = '</script><script>alert(1)</script><!-- & \u2028'
    const markup = renderToStaticMarkup(
      createElement(LocalBusinessJsonLd, {
        topBar: { ...topBar, branding: { ...topBar.branding, companyName: hostile } },
        siteSettings,
        baseUrl: BASE,
      }),
    )
    expect(markup.startsWith('<script type="application/ld+json">')).toBe(true)
    expect(markup.match(/<\/script>/g)).toHaveLength(1)
    expect(markup).not.toContain('<!--')
    const json = markup.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '')
    expect(json).not.toMatch(/[<>&]/)
    expect(JSON.parse(json).name).toBe(hostile)
    expect(serializeJsonLd({ a: '<b>' })).toBe('{"a":"\\u003cb\\u003e"}')
  })
})
