// features: legal
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { readGlobalForApi } from '@/platform/data/globals'
import { legalPageFrom } from '@/features/legal/readers'
import { fr } from '@/i18n/site/fr'
import { LEGAL_PAGES, type LegalPageKey } from '@/lib/legalPages'
import { legalPagesSlug } from '@/lib/slugs'

import { testPayload } from '../helpers/payload'

/** The legal pages' texts: seeded in French, edited in the admin, rendered as HTML. */
let payload: Payload

/** A page as stored, through the mapping the public page uses (its reader needs Next's cache). */
const stored = async (key: LegalPageKey) =>
  legalPageFrom(await readGlobalForApi(payload, legalPagesSlug), key)

beforeAll(async () => {
  payload = await testPayload()
})

describe('legal pages', () => {
  it('each has its built-in French title and text', async () => {
    for (const { key } of LEGAL_PAGES) {
      const page = await stored(key)
      expect(page.title).toBe(fr.legalPages[key].title)
      expect(page.html).toMatch(/^<(p|h2)>/)
    }
  })

  it('the privacy notice says what is collected, why, with whom it is shared and how to ask', async () => {
    const { html } = await stored('privacy')
    for (const fact of [
      'loi n° 2017-28',
      'demande de devis',
      'newsletter',
      'sans cookie',
      'adresse IP n’est jamais enregistrée',
      'serveur de messagerie',
      'consulter, corriger ou supprimer',
    ])
      expect(html).toContain(fact)
  })

  it('keeps what the admin saves, and renders it as escaped HTML', async () => {
    const before = await payload.findGlobal({ slug: 'legal-pages' })
    try {
      await payload.updateGlobal({
        slug: 'legal-pages',
        data: {
          terms: {
            title: 'Conditions générales de location',
            content: {
              root: {
                type: 'root',
                version: 1,
                direction: 'ltr',
                format: '',
                indent: 0,
                children: [
                  {
                    type: 'paragraph',
                    version: 1,
                    direction: 'ltr',
                    format: '',
                    indent: 0,
                    textFormat: 0,
                    textStyle: '',
                    children: [
                      {
                        type: 'text',
                        version: 1,
                        text: 'Caution de 10 % <b>',
                        format: 0,
                        style: '',
                        mode: 'normal',
                        detail: 0,
                      },
                    ],
                  },
                ],
              },
            },
          },
        },
      })
      const saved = legalPageFrom(await payload.findGlobal({ slug: legalPagesSlug }), 'terms')
      expect(saved).toEqual({
        title: 'Conditions générales de location',
        html: '<p>Caution de 10 % &lt;b&gt;</p>',
      })
    } finally {
      await payload.updateGlobal({ slug: 'legal-pages', data: before })
    }
  })
})
