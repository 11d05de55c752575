import { PLACEHOLDER_PHONE } from './company'

/** "+227 20 72 35 00" → "tel:+22720723500". */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

export const mailtoHref = (email: string, subject?: string, body?: string) => {
  const params = new URLSearchParams()
  if (subject) params.set('subject', subject)
  if (body) params.set('body', body)
  const query = params.toString().replace(/\+/g, '%20')
  return `mailto:${email}${query ? `?${query}` : ''}`
}

/** WhatsApp link only for a real number: spaces and plus signs stripped (public §5). */
export const whatsappHref = (phone: string | null | undefined) =>
  phone && phone !== PLACEHOLDER_PHONE ? `https://wa.me/${phone.replace(/[\s+]/g, '')}` : null

/** The subject of a department's 'Envoyer un email' link (public §2). */
export const departmentMailSubject = (name: string) => `Demande de renseignements - ${name}`
