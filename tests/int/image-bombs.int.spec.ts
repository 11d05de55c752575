// features: platform, media
import { readdirSync } from 'node:fs'
import { crc32, deflateSync } from 'node:zlib'

import { APIError, type Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { dispatch } from '@/app/(api)/api/routes'
import { ApiError } from '@/platform/api/envelope'
import { receiveFiles } from '@/platform/api/uploads/receive'
import { frenchOnly } from '@/i18n/frenchOnly'
import { UPLOAD_MAX_MEGAPIXELS } from '@/lib/constants'
import { imagePixelsProblem } from '@/platform/services/uploads/imagePixels'
import { DEMO_ADMIN, MEDIA_DIR } from '@/platform/runtime/environment'
import { mediaSlug, usersSlug } from '@/lib/slugs'
import type { User } from '@/generated/payload-types'

import { tokenFor } from '../helpers/api'
import { cms } from '../helpers/cms'
import { testPayload } from '../helpers/payload'

/**
 * Decompression bombs: a few KB of PNG declaring 16000×16000 pixels, which decoding (Payload's
 * sizes and WebP copies) turned into seconds of work and ~130 MB each. Every upload path refuses
 * it from its header, with a French message, and stores nothing; an ordinary image still goes.
 */
let payload: Payload
let token: string
let admin: User
let png: Buffer
let bomb: Buffer

const BOMB_NAME = 'bombe.png'
const bombMessage = (name: string, frames = 1, side = 16000) =>
  frenchOnly.upload.tooManyPixels(name, side, side, frames, UPLOAD_MAX_MEGAPIXELS)

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A valid black-and-white PNG of the given size: one bit a pixel, all zeros, deflated. */
function blankPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([1, 0, 0, 0, 0], 8) // bit depth 1, greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/**
 * A GIF whose logical screen is width×height and whose frames each draw one pixel: a few bytes
 * a frame, every frame decoded at the screen's size.
 */
function animatedGif(width: number, height: number, frames: number): Buffer {
  const le = (value: number) => [value & 0xff, value >> 8]
  const bytes = [...Buffer.from('GIF89a'), ...le(width), ...le(height), 0x80, 0, 0]
  bytes.push(0, 0, 0, 0xff, 0xff, 0xff) // two colours: black, white
  bytes.push(0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0'), 0x03, 0x01, 0, 0, 0) // loops
  const delay = [0x21, 0xf9, 0x04, 0x00, 0x0a, 0x00, 0x00, 0x00]
  // a 1×1 image at the top left, LZW: clear, colour 0, end
  const pixel = [0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0x00]
  for (let frame = 0; frame < frames; frame += 1) bytes.push(...delay, ...pixel)
  bytes.push(0x3b)
  return Buffer.from(bytes)
}

/** What is stored: the media documents and the files of the media folder. */
async function stored() {
  const { totalDocs } = await payload.count({ collection: mediaSlug, overrideAccess: true })
  return { docs: totalDocs, files: readdirSync(MEDIA_DIR).sort() }
}

async function contractUpload(path: string, files: Array<[string, string, Buffer]>) {
  const form = new FormData()
  for (const [field, name, data] of files)
    form.append(field, new File([new Uint8Array(data)], name))
  const response = await dispatch(
    new Request(`http://localhost/api${path}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    }),
  )
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

function cmsForm(name: string, data: Buffer, fields: Record<string, unknown> = { alt: 'essai' }) {
  const form = new FormData()
  form.append('file', new File([new Uint8Array(data)], name, { type: 'image/png' }))
  form.append('_payload', JSON.stringify(fields))
  return form
}

beforeAll(async () => {
  payload = await testPayload()
  token = await tokenFor(DEMO_ADMIN.email, DEMO_ADMIN.password)
  const { docs } = await payload.find({
    collection: usersSlug,
    where: { email: { equals: DEMO_ADMIN.email } },
    limit: 1,
    overrideAccess: true,
  })
  admin = { ...docs[0], collection: usersSlug } as User
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ea580c' } })
    .png()
    .toBuffer()
  bomb = blankPng(16000, 16000)
})

describe('a PNG declaring 16000×16000 pixels', () => {
  it('is a few dozen KB that sharp reads as 256 megapixels, under sharp’s own limit', async () => {
    expect(bomb.length).toBeLessThan(64 * 1024)
    const header = await sharp(bomb).metadata()
    expect(header).toMatchObject({ format: 'png', width: 16000, height: 16000 })
  })

  it('is refused by /api/upload/images (400, French), nothing stored, and by /api/upload with an ordinary image beside it', async () => {
    const before = await stored()
    const alone = await contractUpload('/upload/images', [['images', BOMB_NAME, bomb]])
    expect(alone).toEqual({
      status: 400,
      body: { success: false, message: bombMessage(BOMB_NAME) },
    })
    const mixed = await contractUpload('/upload', [
      ['files', 'photo.png', png],
      ['files', BOMB_NAME, bomb],
    ])
    expect(mixed).toEqual({
      status: 400,
      body: { success: false, message: bombMessage(BOMB_NAME) },
    })
    expect(await stored()).toEqual(before)
  })

  it('is refused by the /api upload routes before anything reaches Payload', async () => {
    const form = new FormData()
    form.append('images', new File([new Uint8Array(png)], 'photo.png'))
    form.append('images', new File([new Uint8Array(bomb)], BOMB_NAME))
    const request = new Request('http://localhost/api/upload/images', {
      method: 'POST',
      body: form,
    })
    const received = receiveFiles(request, ['images'], 'image')
    await expect(received).rejects.toBeInstanceOf(ApiError)
    await expect(received).rejects.toMatchObject({ status: 400, message: bombMessage(BOMB_NAME) })
  })

  it('is refused by Payload’s REST API, create and replace (400, French), nothing stored', async () => {
    const kept = await payload.create({
      collection: mediaSlug,
      data: { alt: 'gardée' },
      file: { data: png, mimetype: 'image/png', name: 'gardee.png', size: png.length },
      overrideAccess: true,
    })
    try {
      const before = await stored()
      const created = await cms('POST', 'media', { token, body: cmsForm(BOMB_NAME, bomb) })
      expect(created.status, created.text).toBe(400)
      expect(created.json).toEqual({ errors: [{ message: bombMessage(BOMB_NAME) }] })
      const replaced = await cms('PATCH', `media/${kept.id}`, {
        token,
        body: cmsForm(BOMB_NAME, bomb, { alt: 'remplacée' }),
      })
      expect(replaced.status, replaced.text).toBe(400)
      expect(replaced.json).toEqual({ errors: [{ message: bombMessage(BOMB_NAME) }] })
      expect(await stored()).toEqual(before)
      const after = await payload.findByID({ collection: mediaSlug, id: kept.id, depth: 0 })
      expect(after).toMatchObject({ alt: 'gardée', filename: kept.filename, width: 40 })
    } finally {
      await payload.delete({ collection: mediaSlug, id: kept.id, overrideAccess: true })
    }
  })

  it('is refused by the Local API for an admin, as the admin’s own requests are', async () => {
    const before = await stored()
    const attempt = payload.create({
      collection: mediaSlug,
      data: { alt: 'bombe' },
      file: { data: bomb, mimetype: 'image/png', name: BOMB_NAME, size: bomb.length },
      user: admin,
      overrideAccess: false,
    })
    await expect(attempt).rejects.toBeInstanceOf(APIError)
    await expect(attempt).rejects.toMatchObject({ status: 400, message: bombMessage(BOMB_NAME) })
    expect(await stored()).toEqual(before)
  })

  it('counts every frame of an animated image: 729 bytes of GIF, 30 frames of 1500×1500', async () => {
    const animated = animatedGif(1500, 1500, 30)
    expect(animated.length).toBeLessThan(1024)
    const answer = await contractUpload('/upload/images', [['images', 'anime.gif', animated]])
    const message = frenchOnly.upload.tooManyPixels(
      'anime.gif',
      1500,
      1500,
      30,
      UPLOAD_MAX_MEGAPIXELS,
    )
    expect(answer).toEqual({ status: 400, body: { success: false, message } })
    expect(message).toContain('sur 30 images')
  })

  it('cannot be decoded by Payload’s sharp, whatever path would hand it over', async () => {
    const sharpOfPayload = payload.config.sharp!
    await expect(sharpOfPayload(bomb).metadata()).rejects.toThrow(/pixel limit/)
    await expect(sharpOfPayload(bomb, { animated: true }).toBuffer()).rejects.toThrow(/pixel limit/)
    expect((await sharpOfPayload(png).metadata()).width).toBe(40)
  })
})

describe('an ordinary image', () => {
  it('still goes through every path', async () => {
    const contract = await contractUpload('/upload/images', [['images', 'photo.png', png]])
    expect(contract.status, JSON.stringify(contract.body)).toBe(201)
    const rest = await cms('POST', 'media', { token, body: cmsForm('photo.png', png) })
    expect(rest.status, rest.text).toBe(201)
    const local = await payload.create({
      collection: mediaSlug,
      data: { alt: 'photo' },
      file: { data: png, mimetype: 'image/png', name: 'photo.png', size: png.length },
      user: admin,
      overrideAccess: false,
    })
    expect(local).toMatchObject({ width: 40, height: 30 })
    const ids = [
      Number((contract.body.data as { images: Array<{ _id: string }> }).images[0]._id),
      (rest.json as { doc: { id: number } }).doc.id,
      local.id,
    ]
    for (const id of ids) await payload.delete({ collection: mediaSlug, id, overrideAccess: true })
  })

  it('of 50 megapixels exactly is under the limit; one more row is over it', async () => {
    expect(await imagePixelsProblem('juste.png', blankPng(10000, 5000))).toBeNull()
    expect(await imagePixelsProblem('trop.png', blankPng(10000, 5001))).toBe(
      frenchOnly.upload.tooManyPixels('trop.png', 10000, 5001, 1, UPLOAD_MAX_MEGAPIXELS),
    )
  })
})
