// features: site, equipment
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { toSiteEquipment } from '@/features/equipment/shape'
import { frenchOnly } from '@/i18n/frenchOnly'
import { DEMO_ADMIN } from '@/platform/runtime/environment'
import { pageMetadata } from '@/i18n/site/pageMetadata'

import { api, tokenFor } from '../helpers/api'
import { cms } from '../helpers/cms'
import { testPayload } from '../helpers/payload'

/** Search-engine details per item (#44): Payload's SEO plugin, used by the pages' head. */
let payload: Payload
let token: string
type Doc = Record<string, unknown> & { _id: string }
const context = { disableRevalidate: true }

beforeAll(async () => {
  payload = await testPayload()
  token = await tokenFor(DEMO_ADMIN.email, DEMO_ADMIN.password)
})

describe('SEO fields', () => {
  it('win over the defaults in the head, title whole; empty ones keep the defaults', async () => {
    const [picture] = (await payload.find({ collection: 'media', limit: 1, depth: 0 })).docs
    const doc = await payload.create({
      collection: 'equipment',
      data: {
        name: 'Foreuse SEO Essai',
        description: 'Une foreuse.',
        category: 'MATERIEL',
        status: 'available',
        forRent: true,
        price: 60_000,
        meta: {
          title: 'Location de foreuse à Niamey | BK Multiservices',
          description: 'Foreuse hydraulique à louer à Niamey, avec opérateur.',
          image: picture!.id,
        },
      },
      context,
    })
    try {
      const read = await payload.findByID({ collection: 'equipment', id: doc.id, depth: 1 })
      const machine = toSiteEquipment(read)
      const head = pageMetadata({
        title: machine.name,
        description: machine.description,
        path: '/equipements/foreuse-seo-essai',
        seo: machine.seo,
      })
      expect(head.title).toEqual({ absolute: 'Location de foreuse à Niamey | BK Multiservices' })
      expect(head.description).toBe('Foreuse hydraulique à louer à Niamey, avec opérateur.')
      expect(JSON.stringify(head.openGraph)).toContain(picture!.url!)
      // emptied: the defaults of today
      const emptied = await payload.update({
        collection: 'equipment',
        id: doc.id,
        data: { meta: { title: '  ', description: null, image: null } },
        context,
      })
      const plain = pageMetadata({
        title: emptied.name,
        description: 'Défaut',
        path: '/x',
        seo: toSiteEquipment(emptied).seo,
      })
      expect(plain.title).toBe('Foreuse SEO Essai')
      expect(plain.description).toBe('Défaut')
      // the /api contract does not grow
      const legacy = await api<Doc>('GET', `/equipment/${doc.id}`)
      expect(legacy.body.data).not.toHaveProperty('seo')
      expect(legacy.body.data).not.toHaveProperty('meta')
    } finally {
      await payload.delete({ collection: 'equipment', id: doc.id, context })
    }
  })

  it('« Auto-générer » fills them from the item for an administrator, and for nobody else', async () => {
    const body = {
      collectionSlug: 'equipment',
      doc: { name: 'Pelle CAT 320', description: 'Pelle hydraulique. '.repeat(20) },
    }
    const title = await cms('POST', '/plugin-seo/generate-title', { token, body })
    expect(title.status).toBe(200)
    expect(title.json).toEqual({ result: 'Pelle CAT 320 | BK Multiservices' })
    const description = await cms('POST', '/plugin-seo/generate-description', { token, body })
    const result = (description.json as { result: string }).result
    expect(result.length).toBeLessThanOrEqual(155)
    expect(result).toMatch(/^Pelle hydraulique\. .*…$/)
    const anonymous = await cms('POST', '/plugin-seo/generate-title', { body })
    expect(anonymous.status).toBe(401)
    // a body that is not JSON, or names no collection of the plugin: refused, never a 500
    const garbled = await cms('POST', '/plugin-seo/generate-title', {
      token,
      raw: '{pas du json',
      headers: { 'content-type': 'application/json' },
    })
    expect(garbled.status).toBe(400)
    expect(garbled.text).toContain(frenchOnly.api.invalidJson)
    const elsewhere = await cms('POST', '/plugin-seo/generate-title', {
      token,
      body: { collectionSlug: 'users', doc: {} },
    })
    expect(elsewhere.status).toBe(403)
  })
})
