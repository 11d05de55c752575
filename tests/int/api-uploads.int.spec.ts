// features: media
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { dispatch } from '@/app/(api)/api/routes'
import { DEMO_ADMIN } from '@/platform/runtime/environment'

import { api, tokenFor } from '../helpers/api'
import { testPayload } from '../helpers/payload'

let payload: Payload
let token: string
let png: Buffer
type Answer = {
  status: number
  body: {
    success: boolean
    message?: string
    data?: Record<string, Array<Record<string, unknown>>>
  }
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'xref\n0 3\n0000000000 65535 f \n0000000009 00000 n \n0000000052 00000 n \ntrailer<</Size 3/Root 1 0 R>>\nstartxref\n98\n%%EOF\n',
)
const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#1e40af"/></svg>',
)
const SVG_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
)
const SVG_HANDLER = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
)
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)])
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')

async function upload(
  path: string,
  files: Array<[field: string, name: string, data: Buffer]>,
  extra: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<Answer> {
  const form = new FormData()
  for (const [field, name, data] of files)
    form.append(field, new File([new Uint8Array(data)], name))
  for (const [key, value] of Object.entries(extra)) form.append(key, value)
  const response = await dispatch(
    new Request(`http://localhost/api${path}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}`, ...headers },
    }),
  )
  return { status: response.status, body: await response.json() }
}

beforeAll(async () => {
  payload = await testPayload()
  token = await tokenFor(DEMO_ADMIN.email, DEMO_ADMIN.password)
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ea580c' } })
    .png()
    .toBuffer()
})

describe('POST /upload/images', () => {
  it('stores several images at once with their type, answering data.images with URLs', async () => {
    const jpeg = await sharp(png).jpeg().toBuffer()
    const answer = await upload(
      '/upload/images',
      [
        ['images', 'engin.png', png],
        ['images', 'chantier.jpg', jpeg],
        ['images', 'logo.svg', SVG],
      ],
      { type: 'equipment' },
    )
    expect(answer.status).toBe(201)
    expect(answer.body.message).toBe('3 fichiers envoyés avec succès')
    const images = answer.body.data?.images ?? []
    expect(images.map((i) => i.mimetype)).toEqual(['image/png', 'image/jpeg', 'image/svg+xml'])
    expect(
      images.every(
        (i) => i.type === 'equipment' && String(i.url).startsWith('/api/cms/media/file/'),
      ),
    ).toBe(true)
    expect(images[0]).toMatchObject({ width: 40, height: 30 })
  })

  it('takes the type from the query string or the X-Upload-Type header too', async () => {
    const byQuery = await upload('/upload/images?type=news', [['images', 'a.png', png]])
    expect(byQuery.body.data?.images[0].type).toBe('news')
    const byHeader = await upload(
      '/upload/images',
      [['images', 'b.png', png]],
      {},
      { 'x-upload-type': 'departments' },
    )
    expect(byHeader.body.data?.images[0].type).toBe('departments')
    expect(
      (await upload('/upload/images', [['images', 'c.png', png]], { type: 'virus' })).status,
    ).toBe(400)
  })

  it("refuses a file over 5 MB with 413 and the spec's message, storing nothing", async () => {
    const before = await payload.count({ collection: 'media' })
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)])
    const answer = await upload('/upload/images', [
      ['images', 'petit.png', png],
      ['images', 'enorme.png', big],
    ])
    expect(answer.status).toBe(413)
    expect(answer.body).toEqual({
      success: false,
      message: 'Le fichier enorme.png est trop volumineux. Taille maximale: 5MB',
    })
    expect(await payload.count({ collection: 'media' })).toEqual(before)
  })

  it('judges the type by content: executables, HTML, documents and scripted SVGs are not images (415)', async () => {
    for (const [name, data] of [
      ['photo.png', EXE],
      ['page.jpg', HTML],
      ['scan.png', PDF],
      ['dessin.svg', SVG_SCRIPT],
      ['icone.svg', SVG_HANDLER],
    ] as const) {
      const answer = await upload('/upload/images', [['images', name, data]])
      expect(answer.status, name).toBe(415)
      expect(answer.body.message).toBe(`Le fichier ${name} n'est pas une image valide`)
    }
  })
})

describe('POST /upload/documents and /upload', () => {
  it('stores a PDF and refuses an image named like a document (415)', async () => {
    const stored = await upload('/upload/documents', [['documents', 'catalogue.pdf', PDF]])
    expect(stored.body.message).toBe('Fichier envoyé avec succès')
    expect(stored.status).toBe(201)
    expect(stored.body.data?.documents[0]).toMatchObject({
      mimetype: 'application/pdf',
      type: 'documents',
      filename: 'catalogue.pdf',
    })
    const fake = await upload('/upload/documents', [['documents', 'rapport.pdf', png]])
    expect(fake.status).toBe(415)
    expect(fake.body.message).toBe("Le fichier rapport.pdf n'est pas un document valide")
  })

  it('routes each file of /upload by its content and keeps stored names safe', async () => {
    const answer = await upload('/upload', [
      ['files', '../../etc/passwd.png', png],
      ['files', 'devis.pdf', PDF],
    ])
    expect(answer.status).toBe(201)
    const files = answer.body.data?.files ?? []
    expect(files.map((f) => f.mimetype)).toEqual(['image/png', 'application/pdf'])
    expect(String(files[0].filename)).not.toMatch(/[\\/]|\.\./)
  })

  it('stores nothing when Payload refuses one file of the request (corrupt PDF)', async () => {
    const before = (await payload.count({ collection: 'media' })).totalDocs
    const corrupt = Buffer.from('%PDF-1.4\nrien\n')
    const answer = await upload('/upload', [
      ['files', 'ok.png', png],
      ['files', 'casse.pdf', corrupt],
    ])
    expect(answer.status).toBe(400)
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(before)
  })

  it('refuses a request without a file (400), not multipart (415), or anonymous (401)', async () => {
    expect((await upload('/upload', [])).status).toBe(400)
    expect((await api('POST', '/upload', { token, body: { files: [] } })).status).toBe(415)
    const anonymous = await dispatch(
      new Request('http://localhost/api/upload/images', { method: 'POST', body: new FormData() }),
    )
    expect(anonymous.status).toBe(401)
  })
})

describe('GET and DELETE /upload', () => {
  it('lists with type, limit and offset, reads one and deletes it', async () => {
    const list = await api<{ files: Array<Record<string, unknown>> }>(
      'GET',
      '/upload?type=equipment&limit=2&offset=0',
      { token },
    )
    expect(list.body.data?.files).toHaveLength(2)
    expect(list.body.data?.files.every((f) => f.type === 'equipment')).toBe(true)
    const next = await api<{ files: Array<Record<string, unknown>> }>(
      'GET',
      '/upload?type=equipment&limit=2&offset=2',
      { token },
    )
    expect(next.body.data?.files.map((f) => f._id)).not.toContain(list.body.data?.files[0]._id)

    const docs = await api<{ files: Array<Record<string, unknown>> }>(
      'GET',
      '/upload?type=documents',
      { token },
    )
    const pdf = docs.body.data?.files[0]
    expect(pdf?.mimetype).toBe('application/pdf')
    expect(
      (await api('GET', `/upload/${pdf?._id}?type=documents`, { token })).body.data,
    ).toMatchObject({ _id: pdf?._id })
    expect((await api('DELETE', `/upload/${pdf?._id}?type=documents`, { token })).body).toEqual({
      success: true,
      message: 'Fichier supprimé avec succès',
    })
    expect((await api('GET', `/upload/${pdf?._id}?type=documents`, { token })).status).toBe(404)
  })
})

describe('an uploaded image used by a section', () => {
  it('is accepted by its URL in fields laid out in tabs (hero image, partner logo)', async () => {
    const answer = await upload('/upload/images', [['images', 'banniere.png', png]], {
      type: 'images',
    })
    const url = String(answer.body.data?.images?.[0]?.url)
    const hero = await api<{ content: { image: string | null } }>(
      'PUT',
      '/admin/homepage/sections/hero',
      { token, body: { content: { image: url } } },
    )
    expect(hero.status).toBe(200)
    expect(hero.body.data?.content.image).toBe(url)
    const stored = (await payload.findGlobal({ slug: 'section-partners', depth: 0 })) as {
      partners: Array<Record<string, unknown>>
    }
    const partners = await api('PUT', '/admin/homepage/sections/partners', {
      token,
      body: {
        id: 'partners',
        content: {
          partners: stored.partners.map((partner, index) =>
            index === 0 ? { ...partner, logo: url } : partner,
          ),
        },
      },
    })
    expect(partners.status).toBe(200)
    await api('PUT', '/admin/homepage/sections/hero', { token, body: { content: { image: null } } })
    await payload.updateGlobal({
      slug: 'section-partners',
      data: { partners: stored.partners } as never,
      context: { disableRevalidate: true },
    })
  })
})
