// features: platform, home, site
import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { BACKUP_DIR, DEMO_ADMIN, DEMO_SUPER_ADMIN } from '@/platform/runtime/environment'
import { heroDefaults } from '@/features/home/Hero/defaults'
import { heroDefaultsEn } from '@/features/home/Hero/defaults.en'
import { resettableGlobals } from '@/platform/services/siteReset'

import { api, tokenFor } from '../helpers/api'
import { testPayload } from '../helpers/payload'

let payload: Payload
/** The globals as the other suites know them, put back once this one is done (one database). */
const stored: Record<string, Record<string, unknown>> = {}

beforeAll(async () => {
  payload = await testPayload()
  for (const slug of resettableGlobals(payload))
    stored[slug] = (await payload.findGlobal({
      slug: slug as 'top-bar',
      depth: 0,
      overrideAccess: true,
    })) as unknown as Record<string, unknown>
})

afterAll(async () => {
  for (const [slug, data] of Object.entries(stored)) {
    const { id: _id, globalType: _type, createdAt: _c, updatedAt: _u, ...fields } = data
    await payload.updateGlobal({ slug: slug as 'top-bar', data: fields, overrideAccess: true })
  }
})

describe('« Optimiser la base de données »', () => {
  it('is for a super-administrator, and says the size before and after', async () => {
    const admin = await tokenFor(DEMO_ADMIN.email, DEMO_ADMIN.password)
    const refused = await api('POST', '/admin/database/optimize', { token: admin })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(
      'Seul un super-administrateur peut optimiser la base de données.',
    )

    const owner = await tokenFor(DEMO_SUPER_ADMIN.email, DEMO_SUPER_ADMIN.password)
    const done = await api<{ before: string; after: string }>('POST', '/admin/database/optimize', {
      token: owner,
    })
    expect(done.status).toBe(200)
    const { before, after } = done.body.data!
    expect(done.body.message).toBe(`Base de données optimisée : ${before} → ${after}`)
    expect(after).toMatch(/^[\d,]+ (Ko|Mo)$/)
  }, 60_000)
})

describe('« Réinitialiser le site »', () => {
  it('covers every home section, the footer and the top bar, nothing else', () => {
    const slugs = resettableGlobals(payload)
    expect(slugs).toEqual(expect.arrayContaining(['section-hero', 'section-footer', 'top-bar']))
    expect(slugs).toHaveLength(11)
    expect(slugs).not.toContain('site-settings')
    expect(slugs).not.toContain('maintenance')
  })

  it('is for a super-administrator who types the company’s name', async () => {
    const admin = await tokenFor(DEMO_ADMIN.email, DEMO_ADMIN.password)
    const refused = await api('POST', '/admin/site/reset', {
      token: admin,
      body: { companyName: 'BK Multiservices' },
    })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('Seul un super-administrateur peut réinitialiser le site.')

    const owner = await tokenFor(DEMO_SUPER_ADMIN.email, DEMO_SUPER_ADMIN.password)
    const wrong = await api('POST', '/admin/site/reset', {
      token: owner,
      body: { companyName: 'BK' },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toBe(
      'Pour confirmer, tapez exactement le nom de l’entreprise : « BK Multiservices ».',
    )
  })

  it('takes a backup, then restores the sections and the top bar, in each language; content stays', async () => {
    await payload.updateGlobal({
      slug: 'section-hero',
      data: { title: 'Titre changé avant la réinitialisation' },
      overrideAccess: true,
    })
    const topBar = await payload.findGlobal({ slug: 'top-bar', overrideAccess: true })
    await payload.updateGlobal({
      slug: 'top-bar',
      data: { branding: { ...topBar.branding, slogan: 'Slogan changé' } },
      overrideAccess: true,
    })
    const before = {
      news: (await payload.count({ collection: 'news', overrideAccess: true })).totalDocs,
      users: (await payload.count({ collection: 'users', overrideAccess: true })).totalDocs,
      equipment: (await payload.count({ collection: 'equipment', overrideAccess: true })).totalDocs,
    }

    const owner = await tokenFor(DEMO_SUPER_ADMIN.email, DEMO_SUPER_ADMIN.password)
    const done = await api<{ backup: string; reset: string[] }>('POST', '/admin/site/reset', {
      token: owner,
      body: { companyName: '  bk multiservices ' },
    })
    expect(done.status).toBe(200)
    expect(done.body.message).toBe('Site réinitialisé')
    const archive = path.join(BACKUP_DIR, done.body.data!.backup)
    try {
      expect(done.body.data!.backup).toMatch(/^backup-.+\.tar\.gz$/)
      expect(existsSync(archive)).toBe(true)

      const hero = await payload.findGlobal({ slug: 'section-hero', overrideAccess: true })
      expect(hero.title).toBe(heroDefaults.title)
      // and the English site finds its own texts again, not the French (#45)
      const english = await payload.findGlobal({
        slug: 'section-hero',
        locale: 'en',
        fallbackLocale: false,
        overrideAccess: true,
      })
      expect(english.title).toBe(heroDefaultsEn.title)
      expect(english.stats?.map((stat) => stat.label)).toEqual(
        heroDefaultsEn.stats.map((stat) => stat.label),
      )
      const after = await payload.findGlobal({ slug: 'top-bar', overrideAccess: true })
      expect(after.branding?.slogan).not.toBe('Slogan changé')
      expect({
        news: (await payload.count({ collection: 'news', overrideAccess: true })).totalDocs,
        users: (await payload.count({ collection: 'users', overrideAccess: true })).totalDocs,
        equipment: (await payload.count({ collection: 'equipment', overrideAccess: true }))
          .totalDocs,
      }).toEqual(before)
    } finally {
      rmSync(archive, { force: true })
    }
  }, 60_000)
})
