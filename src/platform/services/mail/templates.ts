import 'server-only'

import { fr } from '@/i18n/site/fr'

import { headerSafe } from './settings'
import { escapeHtml } from '@/lib/escapeHtml'

/** The company as the mails show it: its name and colours from the top bar's branding. */
export type MailBrand = {
  name: string
  primary: string
  secondary: string
  phone: string
  email: string
  siteUrl: string
  /** The company's WhatsApp number or its phone, when WhatsApp can open it */
  whatsapp: string | null
}

/** A mail's content, written once and rendered both as plain text and as inline-styled HTML. */
export type Block =
  | { paragraph: string }
  | { fields: [label: string, value: string | null | undefined][] }
  /** A link as a button with readable words (a secondary one outlined); the address only in the text part */
  | { button: { label: string; href: string; secondary?: boolean } }
  | { small: string }

export type Rendered = { subject: string; text: string; html: string }

const colour = (value: string, fallback: string) =>
  /^#[0-9a-f]{3,8}$/i.test(value) ? value : fallback
const multiline = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>')

function blockText(block: Block, colon: string): string {
  if ('paragraph' in block) return block.paragraph
  if ('small' in block) return block.small
  if ('button' in block) return `${block.button.label}${colon}${block.button.href}`
  return block.fields
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}${colon}${value}`)
    .join('\n')
}

function blockHtml(block: Block, brand: MailBrand): string {
  const primary = colour(brand.primary, '#2563eb')
  if ('paragraph' in block) return `<p style="margin:0 0 16px">${multiline(block.paragraph)}</p>`
  if ('small' in block)
    return `<p style="margin:0 0 16px;color:#6b7280;font-size:13px">${multiline(block.small)}</p>`
  if ('button' in block) {
    const look = block.button.secondary
      ? `background:#ffffff;color:${primary};border:2px solid ${primary};padding:10px 18px`
      : `background:${primary};color:#ffffff;padding:12px 20px`
    return `<p style="margin:${block.button.secondary ? '0 0 16px' : '24px 0'}"><a href="${escapeHtml(block.button.href)}" style="display:inline-block;${look};text-decoration:none;font-weight:bold;border-radius:6px;max-width:100%;box-sizing:border-box">${escapeHtml(block.button.label)}</a></p>`
  }
  const rows = block.fields
    .filter(([, value]) => value)
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:#6b7280;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:6px 0;color:#111827">${multiline(value ?? '')}</td></tr>`,
    )
    .join('')
  return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;font-size:14px">${rows}</table>`
}

/** The language a mail is written in: its `lang` and how its text joins a label to a value. */
export type MailLanguage = { htmlLang: string; colon: string }

/** Subject, plain text and HTML of a mail from its blocks, signed with the company's details. */
export function render(
  brand: MailBrand,
  subject: string,
  blocks: Block[],
  language: MailLanguage = fr.meta,
): Rendered {
  const primary = colour(brand.primary, '#2563eb')
  const secondary = colour(brand.secondary, primary)
  const footer = `${brand.name} — ${brand.phone} — ${brand.email}\n${brand.siteUrl}`
  const text = [...blocks.map((block) => blockText(block, language.colon)), '—', footer].join(
    '\n\n',
  )
  const html = `<!doctype html><html lang="${language.htmlLang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="margin:0;background:#f3f4f6"><div style="font-family:Arial,Helvetica,sans-serif;padding:24px"><div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;overflow:hidden;border:1px solid #e5e7eb"><div style="background:${primary};background-image:linear-gradient(135deg,${primary},${secondary});color:#ffffff;padding:18px 24px;font-size:20px;font-weight:bold">${escapeHtml(brand.name)}</div><div style="padding:24px;color:#111827;font-size:15px;line-height:1.55">${blocks.map((block) => blockHtml(block, brand)).join('')}</div><div style="padding:16px 24px;border-top:1px solid #e5e7eb;color:#6b7280;font-size:12px;line-height:1.5">${multiline(footer)}</div></div></div></body></html>`
  return { subject: headerSafe(subject), text, html }
}
