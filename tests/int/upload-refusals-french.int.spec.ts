// features: media
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import sharp from 'sharp'

import { frenchOnly } from '@/i18n/frenchOnly'
import { UPLOAD_MAX_BYTES } from '@/lib/constants'
import { DEMO_ADMIN } from '@/platform/runtime/environment'
import { documentsSlug, mediaSlug } from '@/lib/slugs'

import { tokenFor } from '../helpers/api'
import { cms } from '../helpers/cms'
import { testPayload } from '../helpers/payload'

/**
 * A file Payload's admin refuses for its content is refused in the spec's French, with its name
 * (« Le fichier rapport.pdf n'est pas un document valide »), never « Invalid PDF file. ».
 */
let payload: Payload
let token: string

function form(name: string, type: string, bytes: string) {
  const body = new FormData()
  body.append('file', new File([Buffer.from(bytes, 'latin1')], name, { type }))
  body.append('_payload', JSON.stringify({ title: 'Essai', alt: 'Essai' }))
  return body
}

type Refusal = {
  errors?: { message?: string; data?: { errors?: { message?: string; path?: string }[] } }[]
}

beforeAll(async () => {
  payload = await testPayload()
  token = await tokenFor(DEMO_ADMIN.email, DEMO_ADMIN.password)
})

describe('upload refusals through /api/cms, in French', () => {
  it('a broken PDF in the documents', async () => {
    const before = await payload.count({ collection: documentsSlug, overrideAccess: true })
    const answer = await cms('POST', documentsSlug, {
      token,
      body: form('rapport.pdf', 'application/pdf', '%PDF-1.7\nrien de plus'),
    })
    expect(answer.status).toBe(400)
    const [error] = (answer.json as Refusal).errors ?? []
    expect(error?.message).toBe(frenchOnly.upload.notDocument('rapport.pdf'))
    expect(error?.data?.errors?.[0]).toMatchObject({
      path: 'file',
      message: frenchOnly.upload.notDocument('rapport.pdf'),
    })
    expect(answer.text).not.toMatch(/Invalid|corrupted/)
    expect(await payload.count({ collection: documentsSlug, overrideAccess: true })).toEqual(before)
  })

  it('an SVG with a script in the media library', async () => {
    const answer = await cms('POST', mediaSlug, {
      token,
      body: form(
        'logo.svg',
        'image/svg+xml',
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
    })
    expect(answer.status).toBe(400)
    expect(answer.text).not.toMatch(/harmful|Invalid/)
    expect((answer.json as Refusal).errors?.[0]?.message).toBe(
      frenchOnly.upload.notImage('logo.svg'),
    )
  })

  it('a picture over 5 MB: the spec’s sentence with its name (413); exactly 5 MB is taken', async () => {
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#1e40af' },
    })
      .png()
      .toBuffer()
    // bytes after the picture's end: still a picture, of the size wanted
    const picture = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length)])
    const upload = (name: string, size: number) => {
      const body = new FormData()
      body.append('file', new File([picture(size)], name, { type: 'image/png' }))
      body.append('_payload', JSON.stringify({ alt: name }))
      return cms('POST', mediaSlug, { token, body })
    }
    const over = await upload('chantier-trop-lourd.png', UPLOAD_MAX_BYTES + 1)
    expect(over.status, over.text).toBe(413)
    expect((over.json as Refusal).errors?.[0]?.message).toBe(
      frenchOnly.upload.tooLarge('chantier-trop-lourd.png', 5),
    )
    expect(over.text).not.toMatch(/limit has been reached/)
    const exact = await upload('chantier-5-mo.png', UPLOAD_MAX_BYTES)
    expect(exact.status, exact.text.slice(0, 300)).toBe(201)
  })
})
