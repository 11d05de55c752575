// features: platform
import { fr as payloadFrench } from '@payloadcms/translations/languages/fr'
import { describe, expect, it } from 'vitest'

import { payloadAdminFrench } from '@/i18n/payloadAdmin'

describe('the admin’s French of the content’s languages (#59)', () => {
  it('says « langue », never « lieu » or « locale », in every text of the language menus', () => {
    const texts = {
      ...payloadFrench.translations.localization,
      ...payloadAdminFrench.localization,
    }
    for (const [key, text] of Object.entries(texts)) {
      expect(text, key).not.toMatch(/\blieu\b|\blocale\b|paramètres régionaux|endroit/i)
    }
    expect(texts.copyToLocale).toBe('Copier vers une autre langue')
    expect(payloadAdminFrench.general.allLocales).toBe('Toutes les langues')
  })
})
