// features: site, home
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { protectedKey, removedProtectedRows } from '@/lib/protectedItems'
import { DEMO_ADMIN } from '@/platform/runtime/environment'

import { api, tokenFor } from '../helpers/api'
import { restoreGlobalDefaults, testPayload } from '../helpers/payload'

let payload: Payload
let token: string
type Row = {
  id?: string | null
  name?: string
  href?: string
  title?: string
  isActive?: boolean | null
}

beforeAll(async () => {
  payload = await testPayload()
  token = await tokenFor(DEMO_ADMIN.email, DEMO_ADMIN.password)
})

afterAll(() => restoreGlobalDefaults(payload, ['section-footer', 'section-equipment'] as const))

describe('which items are protected (back office §5)', () => {
  it('quick links by href, case-insensitive; services by name; categories by title', () => {
    expect(protectedKey('quickLink', { href: ' #Accueil ' })).toBe('#accueil')
    expect(protectedKey('quickLink', { href: '/promo' })).toBeNull()
    expect(protectedKey('service', { name: 'Location engins BTP' })).toBe('location engins btp')
    expect(protectedKey('equipmentCategory', { title: 'Hydraulique & Assainissement' })).toBe(
      'hydraulique & assainissement',
    )
    expect(protectedKey('equipmentCategory', { title: 'Groupes électrogènes' })).toBeNull()
  })

  it('a protected row renamed counts as removed; an added or unprotected one does not', () => {
    const before = [{ href: '#contact' }, { href: '/promo' }]
    expect(removedProtectedRows('quickLink', before, [{ href: '#CONTACT' }])).toEqual([])
    expect(
      removedProtectedRows('quickLink', before, [{ href: '#nous-joindre' }, { href: '/promo' }]),
    ).toEqual([{ href: '#contact' }])
  })
})

describe('the server keeps protected items', () => {
  const footer = () =>
    payload.findGlobal({ slug: 'section-footer', depth: 0 }) as Promise<{
      quickLinks: Row[]
      services: Row[]
    }>

  it('refuses a footer save that deletes a protected quick link, with the item named, and keeps the stored list', async () => {
    const { quickLinks } = await footer()
    const withoutContact = quickLinks.filter((link) => link.href !== '#contact')
    const refused = await payload
      .updateGlobal({
        slug: 'section-footer',
        data: { quickLinks: withoutContact } as never,
        context: { disableRevalidate: true },
      })
      .then(
        () => null,
        (error: { data?: { errors: { path: string; message: string }[] } }) => error.data?.errors,
      )
    expect(refused).toEqual([
      {
        path: 'quickLinks',
        message: '« Contact » est protégé : il ne peut pas être supprimé, seulement désactivé.',
      },
    ])
    expect((await footer()).quickLinks.map((link) => link.href)).toContain('#contact')
  })

  it('in English, accepts every service renamed but refuses a row dropped, the French names kept (#45)', async () => {
    const { services } = await footer()
    // stored in French first, as every site's is (a list first saved in English has no French)
    await payload.updateGlobal({
      slug: 'section-footer',
      data: { services } as never,
      context: { disableRevalidate: true },
    })
    const saveInEnglish = (rows: Row[]) =>
      payload.updateGlobal({
        slug: 'section-footer',
        locale: 'en',
        data: { services: rows } as never,
        context: { disableRevalidate: true },
      })
    await saveInEnglish(
      services.map((service, index) => ({ ...service, name: `Service ${index}` })),
    )
    const refused = await saveInEnglish(services.slice(1)).then(
      () => null,
      (error: { data?: { errors: { message: string }[] } }) => error.data?.errors.length,
    )
    expect(refused).toBe(1)
    expect((await footer()).services.map((service) => service.name)).toEqual(
      services.map((service) => service.name),
    )
  })

  it('accepts deactivating it, and deleting an item that is not protected', async () => {
    const { quickLinks } = await footer()
    const extra = [
      ...quickLinks.map((link) => ({
        ...link,
        isActive: link.href === '#contact' ? false : link.isActive,
      })),
      { name: 'Promo', href: '/promo', isActive: true },
    ]
    await payload.updateGlobal({
      slug: 'section-footer',
      data: { quickLinks: extra } as never,
      context: { disableRevalidate: true },
    })
    const saved = (await footer()).quickLinks
    expect(saved.find((link) => link.href === '#contact')?.isActive).toBe(false)
    await payload.updateGlobal({
      slug: 'section-footer',
      data: { quickLinks: saved.filter((link) => link.href !== '/promo') } as never,
      context: { disableRevalidate: true },
    })
    expect((await footer()).quickLinks.map((link) => link.href)).not.toContain('/promo')
  })

  it('the /api contract answers 400 in French when a legacy client drops a protected service or category', async () => {
    const { services } = await footer()
    const answer = await api('PUT', '/admin/homepage/sections/footer', {
      token,
      body: {
        id: 'footer',
        content: { services: services.filter((service) => service.name !== 'Import-Export') },
      },
    })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toContain('« Import-Export » est protégé')
    expect((await footer()).services.map((service) => service.name)).toContain('Import-Export')

    const equipment = (await payload.findGlobal({ slug: 'section-equipment', depth: 0 })) as {
      categories: Row[]
    }
    const categories = await api('PUT', '/admin/homepage/sections/equipment', {
      token,
      body: { id: 'equipment', content: { categories: equipment.categories.slice(1) } },
    })
    expect(categories.status).toBe(400)
    expect(categories.body.message).toContain(`« ${equipment.categories[0]?.title} » est protégé`)
  })
})
