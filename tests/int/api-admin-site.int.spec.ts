// features: home, site, maintenance, dashboard
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_ADMIN } from '@/platform/runtime/environment'

import { api, tokenFor } from '../helpers/api'
import { restoreGlobalDefaults, testPayload } from '../helpers/payload'

let payload: Payload
let token: string
type Doc = Record<string, unknown>
const TOUCHED = [
  'maintenance',
  'top-bar',
  'site-settings',
  'section-partners',
  'section-footer',
  'section-equipment',
] as const

beforeAll(async () => {
  payload = await testPayload()
  token = await tokenFor(DEMO_ADMIN.email, DEMO_ADMIN.password)
})

afterAll(() => restoreGlobalDefaults(payload, TOUCHED))

describe('writes without an admin token are refused with 401 and change nothing', () => {
  it.each([
    ['PUT', '/topbar/settings'],
    ['POST', '/topbar/reset'],
    ['PUT', '/topbar/social/social-facebook'],
    ['PUT', '/topbar/navigation/nav-accueil'],
    ['PUT', '/admin/homepage/settings'],
    ['PUT', '/admin/homepage/sections/hero'],
    ['PATCH', '/admin/homepage/sections/hero/toggle'],
    ['POST', '/admin/maintenance/start'],
    ['POST', '/admin/maintenance/stop'],
    ['PUT', '/admin/maintenance/progress'],
    ['PUT', '/admin/maintenance/update'],
    ['GET', '/admin/dashboard'],
  ])('%s %s', async (method, path) => {
    const answer = await api(method, path, {
      body: method === 'GET' ? undefined : { isActive: true, progress: 50 },
    })
    expect(answer.status).toBe(401)
    expect((await payload.findGlobal({ slug: 'maintenance' })).isActive).toBe(false)
  })
})

describe('maintenance', () => {
  it('start resets progress to 0 and visitors see it at once; progress stays within 0..100; stop ends it', async () => {
    const started = await api<Doc>('POST', '/admin/maintenance/start', {
      token,
      body: { title: 'Mise à jour', estimatedTime: '1 heure', progress: 60 },
    })
    expect(started.body).toMatchObject({
      message: 'Maintenance activée',
      data: { isActive: true, progress: 0, title: 'Mise à jour', estimatedTime: '1 heure' },
    })
    expect(Date.parse(String(started.body.data?.startTime))).toBeGreaterThan(Date.now() - 60_000)
    expect((await api<Doc>('GET', '/maintenance/status')).body.data).toMatchObject({
      isActive: true,
      title: 'Mise à jour',
    })

    for (const [sent, kept] of [
      [150, 100],
      [-5, 0],
      [42.6, 43],
    ]) {
      const answer = await api<Doc>('PUT', '/admin/maintenance/progress', {
        token,
        body: { progress: sent },
      })
      expect(answer.body).toMatchObject({
        message: `Progression mise à jour à ${kept}%`,
        data: { progress: kept },
      })
    }
    expect(
      (await api('PUT', '/admin/maintenance/progress', { token, body: { progress: 'beaucoup' } }))
        .status,
    ).toBe(400)

    const stopped = await api<Doc>('POST', '/admin/maintenance/stop', { token })
    expect(stopped.body).toMatchObject({
      message: 'Maintenance désactivée',
      data: { isActive: false },
    })
    expect((await api<Doc>('GET', '/maintenance/status')).body.data?.isActive).toBe(false)
  })

  it('update saves the whole status object', async () => {
    const answer = await api<Doc>('PUT', '/admin/maintenance/update', {
      token,
      body: {
        title: 'Site en Maintenance',
        allowNewsletter: false,
        features: ['Nouvelle base de données'],
        contactInfo: { phone: '+227 90 00 00 00' },
      },
    })
    expect(answer.body).toMatchObject({
      message: 'Paramètres sauvegardés',
      data: {
        allowNewsletter: false,
        features: ['Nouvelle base de données'],
        contactInfo: { phone: '+227 90 00 00 00' },
        isActive: false,
      },
    })
  })
})

describe('homepage', () => {
  it('saves one section; the rest of its content keeps the defaults', async () => {
    const answer = await api<Doc>('PUT', '/admin/homepage/sections/partners', {
      token,
      body: { id: 'partners', isActive: true, content: { title: 'Ils nous font confiance' } },
    })
    expect(answer.body.message).toBe('Section sauvegardée')
    const { body } = await api<{ sections: Doc[] }>('GET', '/homepage/settings')
    const partners = body.data?.sections.find((s) => s.id === 'partners')
    expect(partners?.content).toMatchObject({
      title: 'Ils nous font confiance',
      badgeText: 'Partenaires Prestigieux',
    })
    expect((partners?.content as { partners: unknown[] }).partners).toHaveLength(13)
  })

  it('the equipment section keeps its legacy shape with machines picked from the fleet; a list sent by the legacy back office is the one shown', async () => {
    const { docs } = await payload.find({ collection: 'equipment', limit: 2, depth: 0 })
    await payload.updateGlobal({
      slug: 'section-equipment',
      data: { featuredSource: 'fleet', featuredMachines: docs.map((doc) => doc.id) },
    })
    try {
      const { body } = await api<{ sections: Doc[] }>('GET', '/homepage/settings')
      const content = body.data?.sections.find((s) => s.id === 'equipment')?.content as Doc
      expect(content).not.toHaveProperty('featuredMachines')
      expect(content.featuredSource).toBe('fleet')
      expect(content.featuredEquipments).toHaveLength(3)

      const item = { name: 'Foreuse', description: 'Forages.', category: 'Engins', price: '1 FCFA' }
      const saved = await api<Doc>('PUT', '/admin/homepage/sections/equipment', {
        token,
        body: { content: { featuredEquipments: [item] } },
      })
      expect(saved.status).toBe(200)
      expect((saved.body.data?.content as Doc).featuredEquipments).toMatchObject([item])
      expect((saved.body.data?.content as Doc).featuredSource).toBe('list')
    } finally {
      await restoreGlobalDefaults(payload, ['section-equipment'])
    }
  })

  it('toggles a section at once, refuses an unknown section (404) and invalid content (400, French)', async () => {
    const off = await api<Doc>('PATCH', '/admin/homepage/sections/partners/toggle', { token })
    expect(off.body).toMatchObject({
      message: 'Section désactivée',
      data: { id: 'partners', isActive: false },
    })
    expect(
      (await api<Doc>('PATCH', '/admin/homepage/sections/partners/toggle', { token })).body.data
        ?.isActive,
    ).toBe(true)

    const unknown = await api('PUT', '/admin/homepage/sections/inconnue', {
      token,
      body: { isActive: true },
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe('Section introuvable')

    const tooMany = await api('PUT', '/admin/homepage/sections/equipment', {
      token,
      body: { content: { maxDisplay: 50 } },
    })
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.message).toMatch(/^Données invalides\./)
    const letters = await api('PUT', '/admin/homepage/sections/footer', {
      token,
      body: { content: { companyLogo: 'abcdefghijkl' } },
    })
    expect(letters.status).toBe(400)
    expect(letters.body.message).toContain('Le logo texte ne peut pas dépasser 10 caractères.')
    const upper = await api<Doc>('PUT', '/admin/homepage/sections/footer', {
      token,
      body: { content: { companyLogo: 'bkm' } },
    })
    expect((upper.body.data?.content as Doc).companyLogo).toBe('BKM')
  })

  it('saves the general settings', async () => {
    const answer = await api<Doc>('PUT', '/admin/homepage/settings', {
      token,
      body: { general: { siteTitle: 'BK — Niger' } },
    })
    expect(answer.body).toMatchObject({
      message: 'Paramètres sauvegardés',
      data: { siteTitle: 'BK — Niger' },
    })
    expect(
      (await api<{ general: Doc }>('GET', '/homepage/settings')).body.data?.general.siteTitle,
    ).toBe('BK — Niger')
  })
})

describe('top bar', () => {
  it('saves the whole settings with logo letters uppercased, one social item, one menu item, and resets', async () => {
    const current = (await api<Doc>('GET', '/topbar/settings')).body.data as Doc & { branding: Doc }
    const saved = await api<Doc>('PUT', '/topbar/settings', {
      token,
      body: { ...current, branding: { ...current.branding, logoLetter: 'bkm' } },
    })
    expect(saved.body.message).toBe('Paramètres sauvegardés')
    expect((saved.body.data?.branding as Doc).logoLetter).toBe('BKM')
    expect(
      (
        await api('PUT', '/topbar/settings', {
          token,
          body: { branding: { logoLetter: 'ABCDEFGHIJK' } },
        })
      ).status,
    ).toBe(400)

    const social = await api<Doc>('PUT', '/topbar/social/social-youtube', {
      token,
      body: { isActive: false },
    })
    expect(
      (social.body.data?.socialMedia as Doc[]).find((s) => s._id === 'social-youtube'),
    ).toMatchObject({ isActive: false, platform: 'youtube' })
    const nav = await api<Doc>('PUT', '/topbar/navigation/nav-contact', {
      token,
      body: { name: 'Nous joindre' },
    })
    expect(((nav.body.data?.navigation as Doc).items as Doc[]).map((i) => i.name)).toContain(
      'Nous joindre',
    )
    expect(
      (await api('PUT', '/topbar/navigation/inconnu', { token, body: { name: 'X' } })).status,
    ).toBe(404)
    expect(
      (await api('PUT', '/topbar/social/inconnu', { token, body: { url: 'https://x' } })).status,
    ).toBe(404)

    const reset = await api<Doc>('POST', '/topbar/reset', { token })
    expect(reset.body.message).toBe('Paramètres réinitialisés')
    expect((reset.body.data?.branding as Doc).logoLetter).toBe('BK')
    expect(((reset.body.data?.navigation as Doc).items as Doc[]).map((i) => i.name)).toContain(
      'Contact',
    )
  })
})

describe('dashboard', () => {
  it('counts departments, equipment, news and users and lists the 5 most recent of each', async () => {
    const { body } = await api<{ stats: Record<string, number>; recent: Record<string, Doc[]> }>(
      'GET',
      '/admin/dashboard',
      { token },
    )
    expect(body.data?.stats).toEqual({
      departments: (await payload.count({ collection: 'departments' })).totalDocs,
      equipment: (await payload.count({ collection: 'equipment' })).totalDocs,
      news: (await payload.count({ collection: 'news' })).totalDocs,
      users: (await payload.count({ collection: 'users' })).totalDocs,
    })
    expect(body.data?.recent.departments).toHaveLength(5)
    expect(body.data?.recent.news[0]).toHaveProperty('_id')
  })
})
