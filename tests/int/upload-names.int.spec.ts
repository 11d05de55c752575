// features: media
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { dispatch } from '@/app/(api)/api/routes'
import { safeUploadName } from '@/lib/uploadNames'
import { DEMO_ADMIN } from '@/platform/runtime/environment'

import { tokenFor } from '../helpers/api'
import { cms } from '../helpers/cms'
import { testPayload } from '../helpers/payload'

/**
 * Names meant to deceive whoever reads them: a right-to-left override turning `….php` into
 * `….php.png` on screen, NUL and other controls, slash look-alikes, a wrong extension.
 */
const RLO = '\u202E'
const DISGUISED = [
  `${RLO}gnp.facture.php`,
  'photo\u0000.png',
  'a\u0007b\u001bc.png',
  'dossier\uFF0Fphoto.png',
  'dossier\u2215photo\u2044x\uFF3Cy.png',
  '\u2066isolé\u2069\u200F.png',
  '..\\..\\win.ini.png',
  '.htaccess',
  'photo.php',
]
/** What a safe stored name is made of: letters, marks, digits, space, `. _ - ( )`. */
const SAFE = /^[\p{L}\p{M}\p{N} ._()-]+$/u

let payload: Payload
let token: string
let png: Buffer

beforeAll(async () => {
  payload = await testPayload()
  token = await tokenFor(DEMO_ADMIN.email, DEMO_ADMIN.password)
  png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#1e40af' } })
    .png()
    .toBuffer()
})

function expectSafe(stored: string, sent: string) {
  expect(stored, JSON.stringify(sent)).toMatch(SAFE)
  expect(stored, JSON.stringify(sent)).toBe(stored.normalize('NFC'))
  expect(stored.startsWith('.'), stored).toBe(false)
}

describe('safeUploadName', () => {
  it('keeps an ordinary French name as it is (NFC)', () => {
    expect(safeUploadName('Pelle hydraulique (vue de côté).png', 'png')).toBe(
      'Pelle hydraulique (vue de côté).png',
    )
    expect(safeUploadName('e\u0301te\u0301.jpg', 'jpg')).toBe('été.jpg')
  })

  it('drops invisible and reordering characters and replaces separators and their look-alikes', () => {
    expect(safeUploadName(`${RLO}gnp.facture.php`, 'png')).toBe('gnp.facture.png')
    expect(safeUploadName('dossier\uFF0Fphoto.png', 'png')).toBe('dossier-photo.png')
    expect(safeUploadName('../../etc/passwd', 'png')).toBe('passwd.png')
    for (const name of DISGUISED) expectSafe(safeUploadName(name, 'png'), name)
  })

  it('gives the extension of the detected type, and a name to a file that has none left', () => {
    expect(safeUploadName('photo.php', 'png')).toBe('photo.png')
    expect(safeUploadName('archive', 'pdf')).toBe('archive.pdf')
    expect(safeUploadName(`${RLO}\u0000`, 'png')).toBe('fichier.png')
    expect(safeUploadName('x'.repeat(300), 'png')).toHaveLength(120)
  })
})

async function uploadImage(name: string): Promise<string> {
  const form = new FormData()
  form.append('images', new File([new Uint8Array(png)], name))
  const response = await dispatch(
    new Request('http://localhost/api/upload/images', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    }),
  )
  expect(response.status, name).toBe(201)
  const body = (await response.json()) as { data: { images: Array<{ filename: string }> } }
  return body.data.images[0].filename
}

async function uploadThroughCms(name: string): Promise<string | null> {
  const form = new FormData()
  form.append('file', new File([new Uint8Array(png)], name, { type: 'image/png' }))
  form.append('_payload', JSON.stringify({ alt: 'test' }))
  const answer = await cms('POST', 'media', { token, body: form })
  // Payload's multipart parser refuses control characters in a part's header: a 400, nothing stored
  if (/[\u0000-\u001f]/.test(name)) {
    expect(answer.status, answer.text).toBe(400)
    return null
  }
  expect(answer.status, `${name}: ${answer.text}`).toBe(201)
  return (answer.json as { doc: { filename: string } }).doc.filename
}

describe('stored upload names', () => {
  it.each([
    ['/api/upload/images', uploadImage],
    ['/api/cms/media', uploadThroughCms],
  ])('through %s: safe characters only, and the PNG’s own extension', async (_route, upload) => {
    for (const name of DISGUISED) {
      const stored = await upload(name)
      if (stored === null) continue
      expectSafe(stored, name)
      expect(stored, name).toMatch(/\.png$/)
      // the file is served at its stored name
      const served = await cms('GET', `media/file/${encodeURIComponent(stored)}`)
      expect(served.status, stored).toBe(200)
      expect(served.headers.get('content-type')).toBe('image/png')
    }
    const docs = await payload.find({
      collection: 'media',
      where: { filename: { like: 'facture' } },
      limit: 10,
      overrideAccess: true,
    })
    expect(docs.docs.map((doc) => doc.filename)).not.toContainEqual(expect.stringContaining(RLO))
  })

  it('through /api/upload/documents: a PDF named like a script is stored as a PDF', async () => {
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
        'xref\n0 3\n0000000000 65535 f \n0000000009 00000 n \n0000000052 00000 n \ntrailer<</Size 3/Root 1 0 R>>\nstartxref\n98\n%%EOF\n',
    )
    const form = new FormData()
    form.append('documents', new File([new Uint8Array(pdf)], `${RLO}fdp.devis.exe.pdf`))
    const response = await dispatch(
      new Request('http://localhost/api/upload/documents', {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      }),
    )
    const body = (await response.json()) as {
      message?: string
      data: { documents: Array<{ filename: string }> }
    }
    expect(response.status, body.message).toBe(201)
    expect(body.data.documents[0].filename).toBe('fdp.devis.exe.pdf')
  })
})
