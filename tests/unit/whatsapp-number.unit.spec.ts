// features: site
import { describe, expect, it } from 'vitest'

import { validWhatsAppNumber } from '@/platform/fields/phone'
import { frenchOnly } from '@/i18n/frenchOnly'

describe('the company’s WhatsApp number (settings)', () => {
  it('takes a mobile, written in any of the usual ways, or nothing (the phone is used)', () => {
    for (const value of ['+227 90 12 34 56', '00227 96123456', '90 11 22 33', '', null, undefined])
      expect(validWhatsAppNumber(value), String(value)).toBe(true)
  })

  it('refuses a Nigerien fixed line, which WhatsApp cannot reach, and what is no number (#59)', () => {
    for (const value of ['+227 20 72 35 00', '20 72 35 00', '0022720723500'])
      expect(validWhatsAppNumber(value), value).toBe(frenchOnly.validation.whatsappLandline)
    expect(validWhatsAppNumber('appelez-nous')).toBe(frenchOnly.validation.whatsappNumber)
  })
})
