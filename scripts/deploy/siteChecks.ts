import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'

import sharp from 'sharp'

import { UPLOAD_MAX_BYTES } from '../../src/lib/constants'
import { DEMO_ADMIN } from '@/platform/runtime/environment'
import type { Answer } from '../lib/httpAnswer'

import { ensure } from './checklist'
import type { SiteClient } from './client'

/** What nginx must add: the app's own HSTS is hidden, so twice would mean a leak. */
const HSTS = 'max-age=31536000; includeSubDomains'

const header = (answer: Answer, name: string) => {
  const value = answer.headers[name]
  return Array.isArray(value) ? value.join(' | ') : (value ?? '')
}
const seen = (answer: Answer) =>
  `${answer.status} ${header(answer, 'content-type')} ${answer.body.toString('utf8', 0, 200)}`

export async function homeOverHttps(client: SiteClient): Promise<string> {
  const home = await client.https('/')
  ensure(home.status === 200, `GET / en https : 200 attendu, reçu ${home.status}`)
  ensure(/^text\/html/.test(header(home, 'content-type')), `HTML attendu : ${seen(home)}`)
  ensure(home.body.includes('<html'), 'pas de <html> dans la page d’accueil')
  return home.body.toString()
}

export async function hstsOnce(client: SiteClient): Promise<void> {
  const hsts = header(await client.https('/'), 'strict-transport-security')
  ensure(hsts === HSTS, `Strict-Transport-Security « ${HSTS} » une fois attendu, reçu « ${hsts} »`)
}

export async function httpRedirects(client: SiteClient, domain: string): Promise<void> {
  const answer = await client.http('/equipements?category=btp')
  ensure([301, 308].includes(answer.status), `301/308 attendu en http, reçu ${answer.status}`)
  const location = header(answer, 'location')
  const expected = `https://${domain}/equipements?category=btp`
  ensure(location === expected, `Location ${expected} attendue, reçue « ${location} »`)
}

/** The app compresses (brotli first, src/platform/frontServer/compression.ts); nginx passes its encoding on. */
export async function compressed(
  client: SiteClient,
  acceptEncoding: string,
  expected: 'br' | 'gzip',
): Promise<void> {
  const answer = await client.https('/', { headers: { 'accept-encoding': acceptEncoding } })
  const encoding = header(answer, 'content-encoding')
  ensure(encoding === expected, `Content-Encoding ${expected} attendu, reçu « ${encoding} »`)
}

export async function staticImmutable(client: SiteClient, homeHtml: string): Promise<string> {
  const asset = /\/_next\/static\/[^"'\s)?]+\.(?:js|css)/.exec(homeHtml)?.[0]
  ensure(asset, 'aucune adresse /_next/static/… dans la page d’accueil')
  const answer = await client.https(asset)
  ensure(answer.status === 200, `GET ${asset} : 200 attendu, reçu ${answer.status}`)
  const cache = header(answer, 'cache-control')
  ensure(
    cache === 'public, max-age=31536000, immutable',
    `Cache-Control « public, max-age=31536000, immutable » attendu, reçu « ${cache} »`,
  )
  const hsts = header(answer, 'strict-transport-security')
  ensure(hsts === HSTS, `HSTS « ${HSTS} » une fois attendu sur ${asset}, reçu « ${hsts} »`)
  return asset
}

/** Payload's login, as the admin's login page sends it: the session cookie must be Secure. */
export async function secureLoginCookie(client: SiteClient, origin: string): Promise<string> {
  const answer = await client.https('/api/cms/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(DEMO_ADMIN),
  })
  ensure(answer.status === 200, `connexion de ${DEMO_ADMIN.email} : ${seen(answer)}`)
  const cookies = ([] as string[]).concat(answer.headers['set-cookie'] ?? [])
  const session = cookies.find((cookie) => cookie.startsWith('payload-token='))
  ensure(session, `pas de cookie payload-token : ${cookies.join(' | ') || 'aucun Set-Cookie'}`)
  // attributes by name, as browsers read them (RFC 6265 §5.2): Payload writes `Secure=true`
  const flags = session.split(';').map((part) => part.split('=')[0]?.trim().toLowerCase())
  ensure(flags.includes('secure'), `cookie de session sans Secure : ${session.slice(-120)}`)
  ensure(flags.includes('httponly'), `cookie de session sans HttpOnly : ${session.slice(-120)}`)
  return session.split(';')[0] ?? ''
}

/** A real 4 MB image (noise does not compress), under the app's 5 MB limit. */
async function fourMegabyteImage(): Promise<Buffer> {
  const side = 1160
  const png = await sharp(randomBytes(side * side * 3), {
    raw: { width: side, height: side, channels: 3 },
  })
    .png()
    .toBuffer()
  ensure(png.length >= 4_000_000 && png.length < UPLOAD_MAX_BYTES, `image de ${png.length} octets`)
  return png
}

/** The admin's upload screen's request (POST /api/upload/images, one image), through nginx. */
export async function largeUpload(
  client: SiteClient,
  origin: string,
  cookie: string,
): Promise<number> {
  const image = await fourMegabyteImage()
  const form = new FormData()
  form.append('type', 'images')
  form.append('images', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'bruit.png')
  const multipart = new Request('https://multipart.invalid/', { method: 'POST', body: form })
  const answer = await client.https('/api/upload/images', {
    method: 'POST',
    headers: {
      cookie,
      origin,
      'sec-fetch-site': 'same-origin',
      'content-type': multipart.headers.get('content-type') ?? '',
    },
    body: Buffer.from(await multipart.arrayBuffer()),
  })
  ensure(answer.status === 201, `envoi de ${image.length} octets : ${seen(answer)}`)
  const stored = (JSON.parse(answer.body.toString()) as { data?: { images?: { url?: string }[] } })
    .data?.images?.[0]?.url
  ensure(stored, `pas d'adresse de fichier dans la réponse : ${seen(answer)}`)
  const back = await client.https(new URL(stored, origin).pathname, { headers: { cookie } })
  ensure(back.status === 200, `GET du fichier envoyé : ${back.status}`)
  ensure(back.body.equals(image), `fichier relu différent (${back.body.length} octets)`)
  return image.length
}

/**
 * A customer's quote link through nginx (#58): the page says no referrer in its headers, and
 * nginx's access log keeps its path without the token.
 */
export async function quoteTokenUnlogged(client: SiteClient, accessLog: string): Promise<void> {
  const token = `jeton-du-client-${randomBytes(12).toString('hex')}`
  const answer = await client.https(`/devis/DEV-000001?t=${token}`, {
    headers: { referer: `https://example.ne/devis/DEV-000002?t=${token}` },
  })
  const policy = header(answer, 'referrer-policy')
  ensure(policy === 'no-referrer', `Referrer-Policy no-referrer attendu, reçu « ${policy} »`)
  // nginx writes the line once the answer is sent: read it once it is there
  const deadline = Date.now() + 5_000
  let log = ''
  while (!log.includes('/devis/DEV-000001') && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    log = existsSync(accessLog) ? readFileSync(accessLog, 'utf8') : ''
  }
  ensure(log.includes('/devis/DEV-000001'), `la requête manque au journal de nginx ${accessLog}`)
  ensure(!log.includes(token), `le jeton du client est écrit au journal de nginx ${accessLog}`)
}
