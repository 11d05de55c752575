// features: site, quotes, newsletter, contracts
import { describe, expect, it } from 'vitest'

import { en } from '@/i18n/site/en'
import { fr } from '@/i18n/site/fr'
import { apiWords, refusalText } from '@/lib/apiWords'

describe('what the /api answered, as a visitor reads it in the page’s language', () => {
  it('a French page shows the /api’s own reason, the most precise', () => {
    const refused = { status: 403, message: 'Code incorrect : plus que 2 essais.' }
    expect(refusalText('fr', fr.client.refusals, refused, 'Échec')).toBe(refused.message)
    expect(apiWords('fr', 'Ce devis est déjà accepté.', fr.client.customerQuote.accepted)).toBe(
      'Ce devis est déjà accepté.',
    )
  })

  it('an English page never shows the French reason: its own words for the status', () => {
    const refused = { status: 429, message: 'Trop de demandes : réessayez dans une minute.' }
    expect(refusalText('en', en.client.refusals, refused, 'Failed')).toBe(en.client.refusals[429])
    expect(apiWords('en', 'Ce devis est déjà accepté.', en.client.customerQuote.accepted)).toBe(
      en.client.customerQuote.accepted,
    )
  })

  it('without a status the component’s own words (no network); without a reason, the status’s', () => {
    expect(refusalText('en', en.client.refusals, { message: 'x' }, 'Failed')).toBe('Failed')
    expect(refusalText('fr', fr.client.refusals, { status: 503, message: '' }, 'Échec')).toBe(
      fr.client.refusals[503],
    )
    expect(refusalText('en', en.client.refusals, { status: 500 }, 'Failed')).toBe('Failed')
  })

  it('every status has its words in each language', () => {
    expect(Object.keys(en.client.refusals)).toEqual(Object.keys(fr.client.refusals))
  })
})
