// features: platform, media
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import { PDFDocument } from 'pdf-lib'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Document, Media } from '@/generated/payload-types'
import { DATA_DIR } from '@/platform/runtime/environment'
import { S3_ENV, s3Settings } from '@/platform/runtime/s3Settings'

import type { CmsAnswer, CmsMethod } from '../helpers/cms'

/**
 * Media and documents in a real S3-compatible server (s3rver, in this process, on a free port,
 * files in a temporary folder): uploads land in the bucket with their image sizes, Payload
 * serves them back at the URLs of local storage, a missing object is a 404, deletes empty it.
 */
const BUCKET = 'bk-site-test'
const PREFIX = 'int'
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } // s3rver's own keys
// one object for every upload, as the seed does: the plugin must not leave its marks on it
const context = { disableRevalidate: true }
const FRENCH = /[éèêàçùôîû’]|\b(le|la|les|des|du|une?|est|pas|introuvable)\b/i

let server: S3rver
let directory: string
let bucket: S3Client
let payload: Payload
let cms: (method: CmsMethod, path: string) => Promise<CmsAnswer>
const envBefore = { ...process.env }

beforeAll(async () => {
  directory = mkdtempSync(path.join(os.tmpdir(), 'bk-s3rver-'))
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  Object.assign(process.env, {
    // a database of its own: the suite's shared file keeps its files on the local disk
    DATABASE_URI: `file:${path.join(DATA_DIR, 's3-storage.db')}`,
    [S3_ENV.bucket]: BUCKET,
    [S3_ENV.endpoint]: endpoint,
    [S3_ENV.accessKeyId]: CREDENTIALS.accessKeyId,
    [S3_ENV.secretAccessKey]: CREDENTIALS.secretAccessKey,
    [S3_ENV.forcePathStyle]: 'true',
    [S3_ENV.prefix]: PREFIX,
  })
  // the Payload config reads the environment when it is first imported: only now
  ;({ cms } = await import('../helpers/cms'))
  const { ownDatabasePayload } = await import('../helpers/payload')
  payload = await ownDatabasePayload()
  bucket = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: CREDENTIALS,
  })
})

afterAll(async () => {
  bucket?.destroy()
  await server?.close()
  if (directory) rmSync(directory, { recursive: true, force: true })
  for (const name of ['DATABASE_URI', ...Object.values(S3_ENV)]) {
    if (envBefore[name] === undefined) delete process.env[name]
    else process.env[name] = envBefore[name]
  }
})

async function keysUnder(folder: string): Promise<string[]> {
  const listed = await bucket.send(
    new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `${folder}/` }),
  )
  return (listed.Contents ?? []).map(({ Key }) => Key ?? '')
}

async function objectBytes(key: string): Promise<Uint8Array> {
  const object = await bucket.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))
  return object.Body!.transformToByteArray()
}

function expectFrench404(answer: CmsAnswer) {
  expect(answer.status, answer.text.slice(0, 300)).toBe(404)
  const errors = (answer.json as { errors?: Array<{ message: string }> } | null)?.errors ?? []
  expect(errors.length).toBeGreaterThan(0)
  for (const { message } of errors) expect(message).toMatch(FRENCH)
}

describe('S3-compatible storage (S3_BUCKET set)', () => {
  it('puts media and documents in the bucket, not on the local disk', () => {
    for (const slug of ['media', 'documents']) {
      const upload = payload.config.collections.find(
        (collection) => collection.slug === slug,
      )?.upload
      expect(upload).toMatchObject({ adapter: 's3', disableLocalStorage: true })
    }
  })

  it('has every image of the seed in the bucket, with its sizes', async () => {
    const { docs } = await payload.find({
      collection: 'media',
      pagination: false,
      overrideAccess: true,
    })
    // the seed gives all its images one shared context object
    expect(docs.length).toBeGreaterThan(1)
    const keys = new Set(await keysUnder(`${PREFIX}/media`))
    for (const doc of docs) {
      expect(doc.prefix).toBe(`${PREFIX}/media`)
      for (const name of [
        doc.filename,
        ...Object.values(doc.sizes ?? {}).map((size) => size?.filename),
      ]) {
        if (name) expect(keys).toContain(`${PREFIX}/media/${name}`)
      }
    }
  })

  it('stores an image and its sizes, serves them at the local URLs, 404s what is missing, deletes them', async () => {
    const png = await sharp({
      create: { width: 2000, height: 1500, channels: 3, background: '#1e40af' },
    })
      .png()
      .toBuffer()
    const doc: Media = await payload.create({
      collection: 'media',
      data: { alt: 'Chantier à Niamey' },
      file: { data: png, mimetype: 'image/png', name: 'chantier-s3.png', size: png.length },
      overrideAccess: true,
      context,
    })
    const filename = doc.filename!
    const sizes = Object.values(doc.sizes ?? {}).map((size) => size?.filename)
    expect(sizes).toHaveLength(3)
    expect(sizes.every(Boolean)).toBe(true)

    const folder = `${PREFIX}/media`
    expect((await keysUnder(folder)).sort()).toEqual(
      expect.arrayContaining([filename, ...sizes].map((name) => `${folder}/${name}`)),
    )
    expect(existsSync(path.join(DATA_DIR, 'media', filename))).toBe(false)

    // the URLs the site and the /api contract hand out, unchanged by S3
    expect(doc.url).toBe(`/api/cms/media/file/${encodeURIComponent(filename)}`)
    expect(doc.sizes?.thumbnail?.url).toBe(`/api/cms/media/file/${doc.sizes?.thumbnail?.filename}`)

    const original = await cms('GET', `media/file/${filename}`)
    expect(original.status).toBe(200)
    expect(original.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(original.bytes).equals(png)).toBe(true)

    const thumbnailName = doc.sizes!.thumbnail!.filename!
    const thumbnail = await cms('GET', `media/file/${thumbnailName}`)
    expect(thumbnail.status).toBe(200)
    expect(thumbnail.headers.get('content-type')).toBe('image/webp')
    const stored = await objectBytes(`${folder}/${thumbnailName}`)
    expect(Buffer.from(thumbnail.bytes).equals(Buffer.from(stored))).toBe(true)
    expect((await sharp(thumbnail.bytes).metadata()).width).toBe(400)

    expectFrench404(await cms('GET', 'media/file/absent.png'))
    expect((await cms('GET', 'media/file/..%2F..%2Fpayload.config.ts')).status).toBe(403)

    await payload.delete({ collection: 'media', id: doc.id, overrideAccess: true, context })
    const left = await keysUnder(folder)
    for (const name of [filename, ...sizes]) expect(left).not.toContain(`${folder}/${name}`)
    expectFrench404(await cms('GET', `media/file/${filename}`))
    expectFrench404(await cms('GET', `media/file/${thumbnailName}`))
  })

  it('stores a PDF document, serves it back and deletes it', async () => {
    const pdf = await PDFDocument.create()
    pdf.addPage().drawText('Catalogue BK Multiservices')
    const bytes = Buffer.from(await pdf.save())
    const doc: Document = await payload.create({
      collection: 'documents',
      data: { title: 'Catalogue' },
      file: {
        data: bytes,
        mimetype: 'application/pdf',
        name: 'catalogue-s3.pdf',
        size: bytes.length,
      },
      overrideAccess: true,
      context,
    })
    const key = `${PREFIX}/documents/${doc.filename}`
    expect(await keysUnder(`${PREFIX}/documents`)).toContain(key)
    expect(existsSync(path.join(DATA_DIR, 'documents', doc.filename!))).toBe(false)
    expect(doc.url).toBe(`/api/cms/documents/file/${encodeURIComponent(doc.filename!)}`)

    const served = await cms('GET', `documents/file/${doc.filename}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('application/pdf')
    expect(Buffer.from(served.bytes).equals(bytes)).toBe(true)
    expectFrench404(await cms('GET', 'documents/file/absent.pdf'))

    await payload.delete({ collection: 'documents', id: doc.id, overrideAccess: true, context })
    expect(await keysUnder(`${PREFIX}/documents`)).not.toContain(key)
    expectFrench404(await cms('GET', `documents/file/${doc.filename}`))
  })
})

describe('the yard’s photos in the bucket (#62)', () => {
  it('keeps them there for administrators only, and every instance reads them back for the notes', async () => {
    const [machine] = (
      await payload.find({ collection: 'equipment', limit: 1, depth: 0, overrideAccess: true })
    ).docs
    const reservation = await payload.create({
      collection: 'reservations',
      data: {
        startDate: '2031-02-03',
        endDate: '2031-02-04',
        status: 'cancelled',
        customerName: 'Photos S3',
        lines: [{ equipment: machine!.id, quantity: 1 }],
      } as never,
      overrideAccess: true,
    })
    const jpeg = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#884422' },
    })
      .jpeg()
      .toBuffer()
    const photo = await payload.create({
      collection: 'yard-photos',
      data: { key: `s3-photo-${Date.now()}`, reservation: reservation.id },
      file: { data: jpeg, mimetype: 'image/jpeg', name: 'sortie.jpg', size: jpeg.length },
      overrideAccess: true,
      context,
    })
    const folder = `${PREFIX}/yard-photos`
    expect(await keysUnder(folder)).toContain(`${folder}/${photo.filename}`)
    expect(existsSync(path.join(DATA_DIR, 'yard-photos', photo.filename!))).toBe(false)
    // what the notes (and the quotes' stamp) read, from the bucket whichever instance draws them
    const { storedFileBytes } = await import('@/platform/services/uploads/storedFile')
    const read = await storedFileBytes('yard-photos', photo, '/nowhere')
    expect(read && Buffer.from(read).equals(jpeg)).toBe(true)
    expect(
      await storedFileBytes('yard-photos', { ...photo, filename: 'absent.jpg' }, '/nowhere'),
    ).toBeNull()
    // the team's pictures: nobody else gets the file
    expect((await cms('GET', `yard-photos/file/${photo.filename}`)).status).toBe(403)

    await payload.delete({ collection: 'yard-photos', id: photo.id, overrideAccess: true, context })
    expect(await keysUnder(folder)).not.toContain(`${folder}/${photo.filename}`)
    await payload.delete({ collection: 'reservations', id: reservation.id, overrideAccess: true })
  })
})

describe('S3 settings from the environment', () => {
  it('keeps files on disk without S3_BUCKET', () => {
    expect(s3Settings({})).toBeNull()
    expect(s3Settings({ S3_BUCKET: '  ', S3_ACCESS_KEY_ID: 'x' })).toBeNull()
  })

  it('refuses to start, in French, with a bucket but no keys or a broken endpoint', () => {
    expect(() => s3Settings({ S3_BUCKET: 'site' })).toThrow(
      /S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY manquent/,
    )
    expect(() => s3Settings({ S3_BUCKET: 'site', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_SECRET_ACCESS_KEY manque/,
    )
    expect(() =>
      s3Settings({
        S3_BUCKET: 'site',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 's',
        S3_ENDPOINT: 'minio:9000',
      }),
    ).toThrow(/S3_ENDPOINT n'est pas une adresse http\(s\) valide/)
  })

  it('defaults the region, reads path style and trims the prefix', () => {
    expect(
      s3Settings({
        S3_BUCKET: 'site',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: '/prod/',
      }),
    ).toEqual({
      bucket: 'site',
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      prefix: 'prod',
    })
  })
})
