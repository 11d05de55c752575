// features: home, site, maintenance
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Equipment } from '@/generated/payload-types'

import { testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

/** Globals are never written by the seed: a read returns the built-in defaults. */
const read = <S extends Parameters<Payload['findGlobal']>[0]['slug']>(slug: S) =>
  payload.findGlobal({ slug, depth: 0 })

describe('built-in defaults of the spec', () => {
  it('activates every section but the quote calculator', async () => {
    for (const slug of [
      'section-hero',
      'section-departments',
      'section-values',
      'section-equipment',
      'section-news',
      'section-newsletter',
      'section-partners',
      'section-contact',
      'section-footer',
    ] as const) {
      expect((await read(slug)).isActive, slug).toBe(true)
    }
    expect((await read('section-quote-calculator')).isActive).toBe(false)
  })

  it('hero: slogan banner, experience badge and stat tiles', async () => {
    const hero = await read('section-hero')
    expect(hero.sloganBanner).toBe('Habituez-vous à payer moins cher')
    expect(hero.experienceBadge).toBe("20 années d'expérience")
    expect(hero.quoteButtonText).toBe('Obtenir un devis')
    expect(hero.ctaLink).toBe('#services')
    expect(hero.stats?.map(({ value, label }) => `${value} ${label}`)).toEqual([
      '20 Années',
      '100+ Projets',
      '5 Départements',
    ])
    // shown as the number of active departments (#41): the site never says 5 beside six
    expect(hero.stats?.map((stat) => stat.liveCount ?? null)).toEqual([null, null, 'departments'])
  })

  it('departments section: links and show flags', async () => {
    const section = await read('section-departments')
    expect(section.ctaLink).toBe('/departements')
    expect(section.description).toContain('6 départements')
    expect([
      section.showBadge,
      section.showSubtitle,
      section.showDescription,
      section.showCTA,
    ]).toEqual([true, true, true, true])
  })

  it('values: 3 values and 3 advantages with the spec ids', async () => {
    const values = await read('section-values')
    expect(values.values?.map((v) => v.id)).toEqual(['fiabilite', 'eclectisme', 'excellence'])
    expect(values.advantages?.map((a) => a.id)).toEqual(['qualite', 'engagement', 'developpement'])
    for (const item of [...(values.values ?? []), ...(values.advantages ?? [])]) {
      expect(['Shield', 'Users', 'TrendingUp', 'Target', 'Award', 'Heart']).toContain(item.icon)
    }
    expect(values.mission?.title).toBeTruthy()
  })

  it('equipment section: maxDisplay 3, sub-sections shown, the protected categories', async () => {
    const section = await read('section-equipment')
    expect(section.maxDisplay).toBe(3)
    expect(section.ctaLink).toBe('/equipements')
    expect([
      section.showCategoriesSection,
      section.showFeaturedSection,
      section.showServicesSection,
    ]).toEqual([true, true, true])
    expect(section.categories?.map((c) => c.title.toLowerCase())).toEqual([
      'btp & construction',
      'hydraulique',
      'véhicules & transport',
      'équipements industriels',
    ])
    expect(section.services?.map((s) => s.icon)).toEqual([
      'Calendar',
      'Settings',
      'Shield',
      'Truck',
    ])
  })

  it('quote calculator: the 4 default rates in FCFA, "Devis sous 24h" and the rental conditions', async () => {
    const calculator = await read('section-quote-calculator')
    expect(calculator.estimatedTime).toBe('Devis sous 24h')
    expect(
      calculator.equipments?.map(({ id, category, daily, weekly, monthly }) => ({
        id,
        category,
        daily,
        weekly,
        monthly,
      })),
    ).toEqual([
      { id: 'excavator', category: 'btp', daily: 85000, weekly: 500000, monthly: 1800000 },
      { id: 'bulldozer', category: 'btp', daily: 95000, weekly: 580000, monthly: 2100000 },
      { id: 'dump-truck', category: 'transport', daily: 65000, weekly: 380000, monthly: 1400000 },
      { id: 'mobile-crane', category: 'levage', daily: 120000, weekly: 700000, monthly: 2500000 },
    ])
    // its conditions are the settings' rental conditions, the taxes' line written from the VAT (#59)
    const settings = await read('site-settings')
    expect(settings.rentalConditions).toEqual([
      'Carburant inclus',
      'Livraison gratuite à Niamey',
      'Maintenance préventive incluse',
      'Opérateur qualifié disponible',
      'Remise pour les locations de longue durée',
    ])
    expect(settings.quoteVatRate).toBe(19)
  })

  it('news section: maxDisplay 6', async () => {
    expect((await read('section-news')).maxDisplay).toBe(6)
  })

  it('newsletter: button "S\'inscrire" and the success message', async () => {
    const newsletter = await read('section-newsletter')
    expect(newsletter.buttonText).toBe("S'inscrire")
    expect(newsletter.successMessage).toBe('Merci pour votre inscription !')
  })

  it('partners: 13 partners, maxDisplay 8, the spec badge and title', async () => {
    const partners = await read('section-partners')
    expect(partners.partners).toHaveLength(13)
    expect(partners.partners?.every((p) => p.isActive && p.id?.startsWith('partner-'))).toBe(true)
    expect(partners.maxDisplay).toBe(8)
    expect(partners.badgeText).toBe('Partenaires Prestigieux')
    expect(partners.title).toBe('Nos Partenaires de Confiance')
  })

  it('contact: badge and title; its details left to the general settings', async () => {
    const contact = await read('section-contact')
    expect(contact.badgeText).toBe('Contact Premium')
    expect(contact.title).toBe('Contactez-Nous')
    expect(contact).toMatchObject({ phone: '', email: '', address: '', hours: '' })
  })

  it('footer: 6 quick links, the 6 protected services, 2024 copyright, legal labels', async () => {
    const footer = await read('section-footer')
    expect(footer.quickLinks?.map((l) => l.href)).toEqual([
      '#accueil',
      '#btp',
      '#location',
      '#commerce',
      '#actualites',
      '#contact',
    ])
    expect(footer.quickLinks?.every((l) => l.id?.startsWith('link-'))).toBe(true)
    expect(footer.services?.map((s) => s.name.toLowerCase())).toEqual([
      'construction de routes',
      'bâtiments publics & privés',
      'ouvrages hydrauliques',
      'location engins btp',
      'vente véhicules',
      'import-export',
    ])
    expect(footer.copyrightText).toContain('2024')
    expect(footer.legalLinks).toEqual({
      privacy: 'Politique de Confidentialité',
      terms: 'CGV',
      cookies: 'Mentions Légales',
    })
    // no placeholder number: the general settings' details show (#27)
    expect(footer).toMatchObject({ phone: '', email: '', address: '' })
  })

  it('top bar: 5 nav items, CTA, BK letters and the blue gradient, the general contact details', async () => {
    const topBar = await read('top-bar')
    expect(topBar.navigation?.items?.map(({ name, order }) => `${order} ${name}`)).toEqual([
      '1 Accueil',
      '2 Domaines',
      '3 Location & Vente',
      '4 Actualités',
      '5 Contact',
    ])
    expect(topBar.cta).toMatchObject({
      text: 'Obtenir un Devis',
      isActive: true,
      action: '/#contact',
    })
    expect(topBar.branding).toMatchObject({
      logoLetter: 'BK',
      logoType: 'text',
      logoBackground: 'gradient',
      logoBackgroundGradient: { from: '#2563eb', to: '#1d4ed8' },
    })
    expect(topBar.socialMedia?.map((s) => s.platform)).toEqual([
      'facebook',
      'instagram',
      'twitter',
      'linkedin',
      'youtube',
    ])
    expect(topBar.contact).toMatchObject({ phone: '', email: '', address: '' })
    expect(topBar.display).toMatchObject({
      showPhone: true,
      showEmail: true,
      showAddress: true,
      showSocialMedia: true,
    })
  })

  it("maintenance: 'Site en Maintenance', '2-3 heures', progress 0, contact and newsletter allowed", async () => {
    const maintenance = await read('maintenance')
    expect(maintenance).toMatchObject({
      isActive: false,
      title: 'Site en Maintenance',
      estimatedTime: '2-3 heures',
      progress: 0,
      allowContact: true,
      allowNewsletter: true,
    })
  })

  it('general settings carry the one contact of the whole site: Niamey, one phone, the hours', async () => {
    const general = await read('site-settings')
    expect(general.siteTitle).toBeTruthy()
    expect(general).toMatchObject({
      contactPhone: '+227 20 72 35 00',
      contactEmail: 'contact@bk-multiservices.ne',
      contactAddress: 'Quartier Plateau, Niamey, Niger',
      openingHours: 'Lun-Ven: 8h-18h, Sam: 8h-13h',
    })
  })
})

describe('collection defaults', () => {
  it('a department gets colour #1e40af, is active, and its slug is derived from the name', async () => {
    const department = await payload.create({
      collection: 'departments',
      data: { name: 'Énergie & Mines' },
      context: { disableRevalidate: true },
    })
    expect(department.color).toBe('#1e40af')
    expect(department.isActive).toBe(true)
    expect(department.slug).toBe('energie-mines')
    expect(department.homepageSettings?.showOnHomepage ?? null).toBeNull()
    await payload.delete({
      collection: 'departments',
      id: department.id,
      context: { disableRevalidate: true },
    })
  })

  it('equipment is in XOF, available, active, not featured by default', async () => {
    const item = await payload.create({
      collection: 'equipment',
      // category and status are left out on purpose: their defaults must fill them
      data: { name: 'Foreuse Atlas', price: 70000 } as Equipment,
      context: { disableRevalidate: true },
    })
    expect(item).toMatchObject({
      currency: 'XOF',
      status: 'available',
      category: 'BTP',
      isActive: true,
      isFeatured: false,
      available: 1,
    })
    await payload.delete({
      collection: 'equipment',
      id: item.id,
      context: { disableRevalidate: true },
    })
  })

  it('an article is published, signed by the company team, with the 120-character excerpt fallback', async () => {
    const { lexicalFromParagraphs } = await import('@/lib/lexical')
    const long = 'Les travaux avancent bien sur le chantier de la route nationale. '.repeat(4)
    const article = await payload.create({
      collection: 'news',
      data: { title: 'Point d’étape', category: 'PROJET', content: lexicalFromParagraphs([long]) },
      context: { disableRevalidate: true },
    })
    expect(article.isPublished).toBe(true)
    expect(article.author).toBe('Équipe BK Multiservices')
    expect(article.excerpt).toBe(`${long.trim().slice(0, 120)}...`)
    await payload.delete({
      collection: 'news',
      id: article.id,
      context: { disableRevalidate: true },
    })
  })
})
