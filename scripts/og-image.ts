/**
 * Writes public/og-image.png (1200×630, the default share image), public/logo.png (512×512,
 * the Organization logo of the JSON-LD) and the installed site's icons in public/icons (the web
 * app manifest's 192 and 512 px, a maskable one whose mark stays in the middle 80 % that every
 * launcher's mask keeps, and the 180 px icon iOS puts on the home screen). Run once after a
 * branding change: `npx tsx scripts/og-image.ts`, then commit the files.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

import { COMPANY_NAME, COMPANY_SLOGAN } from '../src/lib/company'

const FONT = "'Liberation Sans', 'DejaVu Sans', Arial, Helvetica, sans-serif"
const SECTORS = 'BTP · Hydraulique · Engins · Automobile · Électronique · Commerce'

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const badge = (x: number, y: number, size: number) => `
  <rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size * 0.22}" fill="url(#logo)"/>
  <text x="${x + size / 2}" y="${y + size * 0.66}" text-anchor="middle" font-family="${FONT}"
    font-size="${size * 0.46}" font-weight="800" fill="#fff">BK</text>`

const gradients = `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0f172a"/><stop offset="0.55" stop-color="#172554"/>
      <stop offset="1" stop-color="#1e3a8a"/>
    </linearGradient>
    <linearGradient id="logo" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#2563eb"/><stop offset="1" stop-color="#1d4ed8"/>
    </linearGradient>
  </defs>`

const ogImage = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  ${gradients}
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="1090" cy="90" r="260" fill="#2563eb" opacity="0.18"/>
  <circle cx="1150" cy="600" r="180" fill="#fbbf24" opacity="0.10"/>
  ${badge(90, 120, 132)}
  <text x="90" y="370" font-family="${FONT}" font-size="92" font-weight="800" fill="#fff">${escapeXml(COMPANY_NAME)}</text>
  <rect x="90" y="400" width="120" height="6" rx="3" fill="#fbbf24"/>
  <text x="90" y="470" font-family="${FONT}" font-size="46" font-weight="700" fill="#fbbf24">${escapeXml(COMPANY_SLOGAN)}</text>
  <text x="90" y="545" font-family="${FONT}" font-size="27" fill="#dbeafe">${escapeXml(SECTORS)}</text>
</svg>`

const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">
  ${gradients}
  ${badge(0, 0, 512)}
</svg>`

/** Full-bleed (a launcher cuts its own shape): the mark at 60 % of the side, well inside 80 %. */
const fullBleed = (
  size: number,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
  ${gradients}
  <rect width="${size}" height="${size}" fill="url(#logo)"/>
  <text x="${size / 2}" y="${size * 0.6}" text-anchor="middle" font-family="${FONT}"
    font-size="${size * 0.3}" font-weight="800" fill="#fff">BK</text>
</svg>`

const publicDir = path.resolve(process.cwd(), 'public')
const iconsDir = path.join(publicDir, 'icons')
mkdirSync(iconsDir, { recursive: true })
const png = (svg: string, size: number, file: string) =>
  sharp(Buffer.from(svg))
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(iconsDir, file))
await png(logo, 192, 'icon-192.png')
await png(logo, 512, 'icon-512.png')
await png(fullBleed(512), 512, 'icon-maskable-512.png')
await png(fullBleed(180), 180, 'apple-touch-icon.png')
await sharp(Buffer.from(ogImage))
  .png({ compressionLevel: 9 })
  .toFile(path.join(publicDir, 'og-image.png'))
await sharp(Buffer.from(logo)).png({ compressionLevel: 9 }).toFile(path.join(publicDir, 'logo.png'))
console.log('public/og-image.png, public/logo.png et public/icons/ écrits')
