// features: quotes, newsletter
import type { QuoteRequest } from '@/generated/payload-types'
import { describe, expect, it } from 'vitest'

import { newsletterConfirmationMail } from '@/features/newsletter/subscriptions'
import {
  quoteAcceptedMail,
  quoteAcknowledgementMail,
  quoteReplyMail,
  quoteSentMail,
} from '@/features/quotes/mails'
import type { MailBrand, Rendered } from '@/platform/services/mail/templates'
import type { SentQuote } from '@/lib/sentQuote'

/**
 * #45: the mails a visitor receives are written in the language of the site they used, from its
 * dictionary; French stays the default, word for word.
 */
const brand: MailBrand = {
  name: 'BK Multiservices',
  primary: '#1e3a8a',
  secondary: '#2563eb',
  phone: '+227 20 00 00 00',
  email: 'contact@example.com',
  siteUrl: 'https://bk.example',
  whatsapp: '22790000000',
}
const request = { id: 42, name: 'Amina Souley', email: 'amina@example.com' } as QuoteRequest
const quote: SentQuote = {
  reference: 'DEV-000042',
  version: 2,
  sentAt: '2026-11-20T10:00:00.000Z',
  validUntil: '2026-12-20T22:59:59.999Z',
  vatRate: 19,
  lines: [{ label: 'Pelle', quantity: 3, unit: 'jour', unitPrice: 85_000, total: 255_000 }],
  conditions: '',
  totalHT: 1_255_000,
  vat: 238_450,
  totalTTC: 1_493_450,
}
const links = { page: 'https://bk.example/devis/DEV-000042?t=x', pdf: 'https://bk.example/pdf' }

const visitorMails = (locale: 'fr' | 'en'): Record<string, Rendered> => ({
  acknowledgement: quoteAcknowledgementMail(brand, request, links.page, locale),
  quoteSent: quoteSentMail(brand, request, quote, links, locale),
  reply: quoteReplyMail(brand, request, 'Voici notre réponse.', links.page, locale),
  accepted: quoteAcceptedMail(brand, request, quote, locale),
  newsletter: newsletterConfirmationMail(
    brand,
    'https://bk.example/c',
    'https://bk.example/u',
    locale,
  ),
})

/** French a translation must not leave behind (the team's own reply, quoted, aside). */
const FRENCH = /[àâçéèêëîïôûùüœ«»]|\b(?:Bonjour|Votre|votre|devis|Merci|nous|Écrivez)\b/

describe('a visitor’s mails in their language', () => {
  it('are English from the English site: subject, text, HTML, amounts and dates', () => {
    for (const [name, mail] of Object.entries(visitorMails('en'))) {
      // the team's own words, and the addresses (the site's paths are French for now), aside
      const text = mail.text.replace('Voici notre réponse.', '').replace(/https?:\/\/\S+/g, '')
      expect(`${mail.subject}\n${text}`, name).not.toMatch(FRENCH)
      expect(mail.html, name).toContain('<html lang="en">')
    }
    const { acknowledgement, quoteSent, accepted, newsletter } = visitorMails('en')
    expect(acknowledgement.subject).toBe(
      'Your quote request DEV-000042 has been received — BK Multiservices',
    )
    expect(acknowledgement.text).toContain('Hello Amina,')
    expect(acknowledgement.text).toContain(`Follow my request: ${links.page}`)
    expect(quoteSent.text).toContain('Total incl. VAT: 1,493,450 FCFA')
    expect(quoteSent.text).toContain('VAT (19 %): 238,450 FCFA')
    expect(quoteSent.text).toContain('Valid until: 20 December 2026')
    expect(quoteSent.text).toContain(encodeURIComponent('quote DEV-000042 (version 2)'))
    expect(accepted.subject).toBe('Quote DEV-000042 (version 2) accepted — BK Multiservices')
    expect(newsletter.subject).toBe('Confirm your newsletter subscription — BK Multiservices')
  })

  it('stay French by default, as the specification writes them', () => {
    const french = visitorMails('fr')
    expect(quoteAcknowledgementMail(brand, request, links.page)).toEqual(french.acknowledgement)
    expect(french.acknowledgement.subject).toBe(
      'Votre demande de devis DEV-000042 a bien été reçue — BK Multiservices',
    )
    expect(french.acknowledgement.html).toContain('<html lang="fr">')
    expect(french.quoteSent.text).toContain('Total TTC : 1\u202f493\u202f450\u00a0F\u202fCFA')
    expect(french.quoteSent.text).toContain('Valable jusqu’au : 20 décembre 2026')
    expect(french.newsletter.text).toContain('Confirmer mon inscription : https://bk.example/c')
  })

  it('follow the language stored with the request when the caller names none', () => {
    const english = { ...request, locale: 'en' } as QuoteRequest
    const expected = visitorMails('en')
    expect(quoteAcknowledgementMail(brand, english, links.page)).toEqual(expected.acknowledgement)
    expect(quoteSentMail(brand, english, quote, links)).toEqual(expected.quoteSent)
    expect(quoteReplyMail(brand, english, 'Voici notre réponse.', links.page)).toEqual(
      expected.reply,
    )
    expect(quoteAcceptedMail(brand, english, quote)).toEqual(expected.accepted)
  })
})
