// features: platform, departments, equipment, news
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { api } from '../helpers/api'
import { testPayload } from '../helpers/payload'

let payload: Payload
const context = { disableRevalidate: true }
type Doc = Record<string, unknown> & { _id: string }

beforeAll(async () => {
  payload = await testPayload()
})

describe('/api conventions', () => {
  it('answers an unknown path with a JSON 404 and a wrong method with 405', async () => {
    const missing = await api('GET', '/nexiste/pas')
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({ success: false, message: 'Route API introuvable' })
    const wrongMethod = await api('DELETE', '/departments/all')
    expect(wrongMethod.status).toBe(405)
    expect(wrongMethod.headers.get('allow')).toBe('GET')
  })

  it('gives a public read its validator: the same body again is a 304 without a body', async () => {
    const first = await api('GET', '/maintenance/status')
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/)
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    const again = await api('GET', '/maintenance/status', { headers: { 'if-none-match': etag! } })
    expect(again.status).toBe(304)
    expect(again.text).toBe('')
    expect(again.headers.get('etag')).toBe(etag)
    // another body, another tag; an unknown tag gets the body
    const other = await api('GET', '/company/info')
    expect(other.headers.get('etag')).not.toBe(etag)
    const stale = await api('GET', '/maintenance/status', {
      headers: { 'if-none-match': '"autre"' },
    })
    expect(stale.status).toBe(200)
    expect(stale.body.success).toBe(true)
    // answers for one person are not tagged
    const forbidden = await api('GET', '/admin/maintenance')
    expect(forbidden.headers.get('etag')).toBeNull()
  })

  it('serves at most 100 a page (the home page asks 1000 to count), and refuses a garbled page or limit with a French 400', async () => {
    const counted = await api('GET', '/news?limit=1000')
    expect(counted.status).toBe(200)
    expect(counted.body.pagination?.limit).toBe(100)
    for (const query of ['page=0', 'page=abc', 'page=-3', 'page=1.5', 'limit=0', 'limit=abc']) {
      for (const path of ['/news', '/equipment', '/departments']) {
        const refused = await api('GET', `${path}?${query}`)
        expect(refused.status, `${path}?${query}`).toBe(400)
        expect(refused.body.success).toBe(false)
        expect(refused.body.message).toMatch(/^Données invalides/)
      }
    }
    for (const query of ['status=perdu', 'offer=troc', 'featured=peut-etre']) {
      const refused = await api('GET', `/equipment?${query}`)
      expect(refused.status, query).toBe(400)
    }
  })

  it('reads a category by its code or label, « all » or « Tous » as none, and refuses an unknown one with a French 400', async () => {
    const btp = await api<{ category: string }[]>('GET', '/equipment?category=Engins%20BTP')
    expect(btp.status).toBe(200)
    expect(btp.body.data?.length).toBeGreaterThan(0)
    expect(new Set(btp.body.data?.map(({ category }) => category))).toEqual(new Set(['BTP']))
    const projects = await api<{ category: string }[]>('GET', '/news?category=projet')
    expect(new Set(projects.body.data?.map(({ category }) => category))).toEqual(
      new Set(['PROJET']),
    )
    for (const path of ['/equipment', '/news']) {
      const all = await api('GET', `${path}?limit=100`)
      for (const none of ['all', 'Tous', ''])
        expect(
          (await api('GET', `${path}?limit=100&category=${none}`)).body.pagination?.total,
        ).toBe(all.body.pagination?.total)
      const refused = await api('GET', `${path}?category=inconnue`)
      expect(refused.status, path).toBe(400)
      expect(refused.body.message).toMatch(/^Données invalides\. category : catégorie inconnue \(/)
    }
  })
})

describe('pictures', () => {
  it('answers the addresses Payload stores (what a client sends back), never the pages’ versioned ones', async () => {
    const stored = new Set(
      (await payload.find({ collection: 'media', limit: 0, pagination: false })).docs.map(
        (media) => media.url,
      ),
    )
    const addresses = (docs: Doc[] = []) =>
      docs.flatMap((doc) => Object.values(doc.images as object).flat()).filter(Boolean)
    const departments = await api<Doc[]>('GET', '/departments/all')
    const equipment = await api<Doc[]>('GET', '/equipment?limit=100')
    const news = await api<Doc[]>('GET', '/news?limit=100')
    const article = await api<Doc>('GET', `/news/${news.body.data?.[0]?._id}`)
    for (const [resource, urls] of [
      ['departments', addresses(departments.body.data)],
      ['equipment', addresses(equipment.body.data)],
      ['news', addresses(news.body.data)],
      ['one article', addresses([article.body.data!])],
    ] as const) {
      expect(urls.length, resource).toBeGreaterThan(0)
      for (const url of urls) expect(stored.has(url), `${resource}: ${url}`).toBe(true)
    }
  })
})

describe('departments', () => {
  it('lists the active departments with _id and the spec fields', async () => {
    const { status, body } = await api<Doc[]>('GET', '/departments')
    expect(status).toBe(200)
    expect(body.data).toHaveLength(6)
    const first = body.data?.[0]
    expect(first).toMatchObject({
      name: 'BTP & Travaux Publics',
      slug: 'btp-travaux-publics',
      color: '#1e40af',
      isActive: true,
    })
    expect(typeof first?._id).toBe('string')
    expect(first).not.toHaveProperty('id')
    expect((first?.images as { main: string }).main).toMatch(/^\/api\/cms\/media\/file\//)
    expect((await api<Doc[]>('GET', '/departments/all')).body.data).toHaveLength(6)
  })

  it('finds one by slug or by the short id of the /departement/{id} links, else 404', async () => {
    const bySlug = await api<Doc>('GET', '/departments/hydraulique')
    expect(bySlug.body.data?.name).toBe('Hydraulique')
    expect((await api<Doc>('GET', '/departments/btp')).body.data?.slug).toBe('btp-travaux-publics')
    const missing = await api('GET', '/departments/inconnu')
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({ success: false, message: 'Département introuvable' })
  })

  it('hides inactive departments from public reads', async () => {
    const department = await payload.create({
      collection: 'departments',
      data: { name: 'Caché', isActive: false },
      context,
    })
    try {
      const { body } = await api<Doc[]>('GET', '/departments/all')
      expect(body.data?.map((d) => d.name)).not.toContain('Caché')
      expect((await api('GET', '/departments/cache')).status).toBe(404)
    } finally {
      await payload.delete({ collection: 'departments', id: department.id, context })
    }
  })

  it('orders the homepage list and applies the spec defaults to missing homepage settings', async () => {
    const extra = await payload.create({
      collection: 'departments',
      data: { name: 'Énergie', description: 'Solaire' },
      context,
    })
    try {
      const { body } = await api<Doc[]>('GET', '/departments/homepage')
      const settings = body.data?.map((d) => d.homepageSettings as Record<string, unknown>)
      expect(settings?.map((s) => s.homepageOrder)).toEqual([1, 2, 3, 4, 5, 6, 7])
      expect(settings?.[6]).toEqual({
        showOnHomepage: true,
        homepageOrder: 7,
        homepageTitle: 'Énergie',
        homepageDescription: 'Solaire',
        isFeatured: true,
      })
    } finally {
      await payload.delete({ collection: 'departments', id: extra.id, context })
    }
  })
})

describe('equipment', () => {
  const names = (docs?: Doc[]) => docs?.map((d) => d.name) ?? []

  it('filters by category, accepting the legacy labels', async () => {
    for (const [param, code] of [
      ['BTP', 'BTP'],
      ['Engins%20BTP', 'BTP'],
      ['V%C3%A9hicules', 'VEHICULE'],
      ['materiel', 'MATERIEL'],
    ]) {
      const { body } = await api<Doc[]>('GET', `/equipment?category=${param}&limit=100`)
      expect(body.data?.length, param).toBeGreaterThan(0)
      expect(
        body.data?.every((d) => d.category === code),
        param,
      ).toBe(true)
    }
  })

  it('filters by status and featured, searches case-insensitively, paginates', async () => {
    const rented = await api<Doc[]>('GET', '/equipment?status=rented&limit=100')
    expect(rented.body.data?.every((d) => d.status === 'rented')).toBe(true)
    const featured = await api<Doc[]>('GET', '/equipment?featured=true&limit=100')
    expect(featured.body.data?.every((d) => d.isFeatured)).toBe(true)
    expect(names((await api<Doc[]>('GET', '/equipment?search=PELLE')).body.data)).toEqual([
      'Pelle hydraulique CAT 320',
    ])
    const page = await api<Doc[]>('GET', '/equipment?limit=5&page=2')
    expect(page.body.data).toHaveLength(5)
    expect(page.body.pagination).toEqual({ page: 2, limit: 5, total: 16, pages: 4 })
    expect((await api('GET', '/equipment?status=perdu')).status).toBe(400)
  })

  it('serves the featured list, one item by id and by slug, and 404 for unknown or malformed ids', async () => {
    const featured = await api<Doc[]>('GET', '/equipment/featured')
    expect(featured.body.data?.length).toBeGreaterThanOrEqual(3)
    const first = featured.body.data?.[0] as Doc
    const byId = await api<Doc>('GET', `/equipment/${first._id}`)
    expect(byId.body.data).toMatchObject({ name: first.name, currency: 'XOF' })
    expect((byId.body.data?.specifications as Record<string, unknown>).brand).toBeTruthy()
    expect((await api<Doc>('GET', `/equipment/slug/${first.slug}`)).body.data?._id).toBe(first._id)
    for (const id of ['99999', 'abc', '1%20OR%201=1', '..%2F..%2Fetc']) {
      const missing = await api('GET', `/equipment/${id}`)
      expect(missing.status, id).toBe(404)
      expect(missing.body.message).toBe('Équipement introuvable')
    }
  })
})

describe('news', () => {
  it('pages the published news by 12, newest first, with the spec pagination', async () => {
    const { body } = await api<Doc[]>('GET', '/news')
    expect(body.data).toHaveLength(12)
    expect(body.pagination).toEqual({ page: 1, limit: 12, total: 16, pages: 2 })
    expect(body.data?.every((n) => n.isPublished)).toBe(true)
    const dates = body.data?.map((n) => Date.parse(String(n.createdAt))) ?? []
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    expect((await api<Doc[]>('GET', '/news?page=2')).body.data).toHaveLength(4)
    expect(body.data?.[0].content).toMatch(/^<p>|^<h2>/)
  })

  it('searches title, summary and content without regard to case or accents', async () => {
    const titles = async (search: string) =>
      ((await api<Doc[]>('GET', `/news?search=${encodeURIComponent(search)}`)).body.data ?? []).map(
        (n) => n.title,
      )
    expect(await titles('CHÂTEAU')).toContain('Réhabilitation du château d’eau de Maradi')
    expect(await titles('chateau')).toContain('Réhabilitation du château d’eau de Maradi')
    // a word of the body only
    expect(await titles('Sabon Gari')).toEqual(['Réhabilitation du château d’eau de Maradi'])
    expect(await titles('introuvable-xyz')).toEqual([])
  })

  it('filters by category and never shows a draft', async () => {
    const { body } = await api<Doc[]>('GET', '/news?category=projet&limit=100')
    expect(body.data?.length).toBeGreaterThan(0)
    expect(body.data?.every((n) => n.category === 'PROJET')).toBe(true)
    const [draft] = (
      await payload.find({ collection: 'news', where: { isPublished: { equals: false } } })
    ).docs
    const answer = await api('GET', `/news/${draft.id}`)
    expect(answer.status).toBe(404)
    expect(answer.body.message).toBe('Actualité introuvable')
  })
})

describe('site settings', () => {
  it('returns the 10 homepage sections in order, defaults merged, and the general settings', async () => {
    const { body } = await api<{ sections: Doc[]; general: Doc }>('GET', '/homepage/settings')
    const sections = body.data?.sections ?? []
    expect(sections.map((s) => s.id)).toEqual([
      'hero',
      'departments',
      'values',
      'equipment',
      'quote-calculator',
      'news',
      'newsletter',
      'partners',
      'contact',
      'footer',
    ])
    expect(sections.find((s) => s.id === 'quote-calculator')?.isActive).toBe(false)
    const partners = sections.find((s) => s.id === 'partners')?.content as {
      partners: unknown[]
      badgeText: string
    }
    expect(partners.partners).toHaveLength(13)
    expect(sections[0]).toMatchObject({
      title: expect.any(String),
      description: expect.any(String),
    })
    expect(sections[0].content).not.toHaveProperty('isActive')
    expect(body.data?.general).toMatchObject({
      siteTitle: expect.any(String),
      contactPhone: expect.any(String),
    })
  })

  it('shows a saved section at once (memo dropped on save), defaults still filling the rest', async () => {
    await payload.updateGlobal({
      slug: 'section-newsletter',
      data: { title: 'Abonnez-vous' },
      context,
    })
    try {
      const { body } = await api<{ sections: Doc[] }>('GET', '/homepage/settings')
      const newsletter = body.data?.sections.find((s) => s.id === 'newsletter')?.content as Record<
        string,
        unknown
      >
      expect(newsletter.title).toBe('Abonnez-vous')
      expect(newsletter.successMessage).toBe('Merci pour votre inscription !')
    } finally {
      await payload.updateGlobal({
        slug: 'section-newsletter',
        data: { title: 'Restez informé' },
        context,
      })
    }
  })

  it('returns the top bar with _id on social and menu items, the maintenance status, company info and health', async () => {
    const topBar = (await api<Doc>('GET', '/topbar/settings')).body.data as unknown as Record<
      string,
      never
    >
    expect(topBar.branding).toMatchObject({ logoLetter: 'BK', logoBackground: 'gradient' })
    expect((topBar.socialMedia as Doc[])[0]).toMatchObject({
      _id: 'social-facebook',
      platform: 'facebook',
      isActive: true,
    })
    expect((topBar.navigation as { items: Doc[] }).items.map((i) => i.name)).toEqual([
      'Accueil',
      'Domaines',
      'Location & Vente',
      'Actualités',
      'Contact',
    ])

    const maintenance = (await api<Doc>('GET', '/maintenance/status')).body.data
    expect(maintenance).toMatchObject({
      isActive: false,
      title: 'Site en Maintenance',
      estimatedTime: '2-3 heures',
      progress: 0,
    })

    const company = (await api<Doc>('GET', '/company/info')).body.data
    expect(company).toMatchObject({
      contact: { address: { location: expect.stringContaining('Niamey') } },
      social: { facebook: expect.any(String) },
    })

    const health = await api<Doc>('GET', '/health')
    expect(health.status).toBe(200)
    expect(health.body.data).toMatchObject({
      status: 'ok',
      database: 'ok',
      uptime: expect.any(Number),
    })
  })
})
