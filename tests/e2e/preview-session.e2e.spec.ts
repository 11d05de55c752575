// features: platform, news
import { expect, test } from '@playwright/test'

import { lexicalFromParagraphs } from '../../src/lib/lexical'

import { adminHeaders, DEMO_ACCOUNTS } from './support'

/**
 * What a browser says of an address typed in its bar: Payload counts a login cookie only on a
 * request of the site's own (its CSRF check), which a bare HTTP client does not say.
 */
const TYPED_ADDRESS = { 'sec-fetch-site': 'none' }

/** The cookies an answer sets, as a Cookie header's `name=value` pairs. */
const setCookies = (headers: { name: string; value: string }[]) =>
  headers
    .filter(({ name }) => name.toLowerCase() === 'set-cookie')
    .map(({ value }) => value.split(';')[0]!)

test('l’aperçu d’un brouillon demande la session d’un administrateur à chaque page, pas seulement le cookie d’aperçu de Next', async ({
  playwright,
  request,
  baseURL,
}) => {
  const headers = await adminHeaders(request)
  const published = `Article publié ${Date.now()}`
  const draft = `Brouillon non publié ${Date.now()}`
  const created = await request.post('/api/cms/news', {
    headers,
    data: {
      title: published,
      excerpt: 'Publié.',
      content: lexicalFromParagraphs(['Publié.']),
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  const saved = await request.patch(`/api/cms/news/${doc.id}?draft=true`, {
    headers,
    data: { title: draft, _status: 'draft' },
  })
  expect(saved.status()).toBe(200)

  // a browser of its own: the administrator signs in, opens the preview, signs out
  const browser = await playwright.request.newContext({ baseURL })
  try {
    const login = await browser.post('/api/cms/users/login', { data: DEMO_ACCOUNTS.admin })
    expect(login.status()).toBe(200)
    const session = setCookies(login.headersArray())
    // the session cookie is Secure in production: sent by hand over the test's plain http
    const preview = await browser.get(`/apercu?chemin=/actualites/${doc.id}`, {
      maxRedirects: 0,
      headers: { cookie: session.join('; '), ...TYPED_ADDRESS },
    })
    expect(preview.status()).toBe(303)
    const bypass = setCookies(preview.headersArray()).filter((cookie) =>
      cookie.startsWith('__prerender_bypass='),
    )
    expect(bypass).toHaveLength(1)
    // a client with no cookie of its own: only those given
    const read = async (cookies: string[]) => {
      const client = await playwright.request.newContext({ baseURL })
      try {
        const answer = await client.get(`/actualites/${doc.id}`, {
          headers: { cookie: cookies.join('; '), ...TYPED_ADDRESS },
        })
        return { status: answer.status(), text: await answer.text() }
      } finally {
        await client.dispose()
      }
    }

    const editor = await read([...session, ...bypass])
    expect(editor.text).toContain(draft)
    // the preview cookie alone (kept after a sign-out, or copied): the published article
    const alone = await read(bypass)
    expect(alone.status).toBe(200)
    expect(alone.text).toContain(published)
    expect(alone.text).not.toContain(draft)
  } finally {
    await browser.dispose()
    await request.delete(`/api/cms/news/${doc.id}?trash=true`, { headers })
  }
})
