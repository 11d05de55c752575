import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { dispatch } from '@/compat/dispatch'
import { retryDueMails } from '@/lib/mail/outbox'
import { newsletterToken } from '@/lib/mail/newsletterLinks'
import { DEMO_ADMIN, DEMO_SUPER_ADMIN } from '@/lib/runtime'

import { api, tokenFor } from '../helpers/api'
import { testPayload } from '../helpers/payload'
import { startSmtp } from '../helpers/smtp'

/**
 * Mail that really leaves the site, through a real SMTP server on loopback: password reset,
 * quote request notification and acknowledgement, newsletter double opt-in, the outgoing-mail
 * log and its retries.
 */
let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtp>>
let token: string
const SITE = 'https://www.bk-essai.ne'

type Row = {
  id: number
  to: string
  replyTo?: string | null
  subject: string
  kind: string
  status: string
  error?: string | null
  attempts?: number | null
  nextAttemptAt?: string | null
  text: string
  html: string
}
const rowsTo = async (to: string) =>
  (
    await payload.find({
      collection: 'outgoing-emails',
      where: { to: { contains: to } },
      sort: 'createdAt',
      overrideAccess: true,
      depth: 0,
    })
  ).docs as unknown as Row[]

beforeAll(async () => {
  smtp = await startSmtp()
  process.env.SMTP_URL = smtp.url
  process.env.PUBLIC_URL = SITE
  payload = await testPayload()
  token = await tokenFor(DEMO_ADMIN.email, DEMO_ADMIN.password)
})

afterEach(() => {
  smtp.state.refuse = false
  vi.restoreAllMocks()
})

afterAll(async () => {
  delete process.env.SMTP_URL
  delete process.env.PUBLIC_URL
  await smtp.close()
})

describe('password reset', () => {
  it('mails a French link to the reset screen on PUBLIC_URL; the new password logs in; the log hides the link', async () => {
    const answer = await api('POST', '/auth/forgot-password', {
      body: { email: DEMO_SUPER_ADMIN.email },
    })
    expect(answer.status).toBe(200)
    await vi.waitFor(() => expect(smtp.to(DEMO_SUPER_ADMIN.email)).toHaveLength(1), 10_000)
    const [mail] = smtp.to(DEMO_SUPER_ADMIN.email)
    expect(mail!.subject).toBe('Réinitialisation de votre mot de passe — BK Multiservices')
    const link = new RegExp(`${SITE}/admin/reset/([0-9a-f]+)`).exec(mail!.text ?? '')
    expect(link, mail!.text).not.toBeNull()
    expect(String(mail!.html)).toContain(link![0])
    expect(mail!.from?.value[0]).toMatchObject({
      name: 'BK Multiservices',
      address: 'contact@bk-multiservices.ne',
    })

    // the log says « sent » once the server's acceptance is written, just after the mail arrives
    const row = await vi.waitFor(async () => {
      const [logged] = await rowsTo(DEMO_SUPER_ADMIN.email)
      expect(logged).toMatchObject({ kind: 'reset', status: 'sent', attempts: 1 })
      return logged!
    }, 10_000)
    expect(row.text + row.html).not.toContain(link![1])
    expect(row.text).toContain('lien masqué')

    const reset = await api('POST', '/auth/reset-password', {
      body: { token: link![1], newPassword: 'nouveau-mot-2026' },
    })
    expect(reset.status).toBe(200)
    await expect(tokenFor(DEMO_SUPER_ADMIN.email, 'nouveau-mot-2026')).resolves.toBeTruthy()
    // a link serves once
    const again = await api('POST', '/auth/reset-password', {
      body: { token: link![1], newPassword: 'encore-un-2026' },
    })
    expect(again.status).toBe(400)
    // Payload sends one reset mail per account every 15 s at most: a second request is silent
    expect(
      (await api('POST', '/auth/forgot-password', { body: { email: DEMO_SUPER_ADMIN.email } }))
        .status,
    ).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(smtp.to(DEMO_SUPER_ADMIN.email)).toHaveLength(1)
    // back to the demo password for the other suites
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: DEMO_SUPER_ADMIN.email } },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'users',
      id: docs[0]!.id,
      data: { password: DEMO_SUPER_ADMIN.password },
      overrideAccess: true,
    })
  })

  it('answers an unknown address the same way, and sends nothing', async () => {
    const known = await api('POST', '/auth/forgot-password', { body: { email: DEMO_ADMIN.email } })
    const unknown = await api('POST', '/auth/forgot-password', {
      body: { email: 'personne@example.com' },
    })
    expect(unknown.status).toBe(known.status)
    expect(unknown.body).toEqual(known.body)
    await vi.waitFor(() => expect(smtp.to(DEMO_ADMIN.email).length).toBeGreaterThan(0), 10_000)
    expect(smtp.to('personne@example.com')).toHaveLength(0)
    expect(await rowsTo('personne@example.com')).toHaveLength(0)
  })

  it('will not resend a reset mail, whose link was never kept', async () => {
    const [row] = await rowsTo(DEMO_ADMIN.email)
    const answer = await api('POST', `/admin/emails/${row!.id}/resend`, { token })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toContain('jamais conservé')
  })
})

const quote = (overrides: Record<string, unknown> = {}) =>
  api('POST', '/quote-requests', {
    body: {
      name: 'Aïcha Moussa',
      email: 'aicha@example.ne',
      phone: '+227 90 12 34 56',
      company: 'Forages du Sahel',
      subject: 'Forage à Tahoua',
      service: 'hydraulique',
      budget: '5m-20m',
      message: 'Un forage de 80 m\net une pompe solaire.',
      ...overrides,
    },
  })

describe('quote requests', () => {
  beforeAll(async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { quoteRecipients: ['devis@bk-multiservices.ne', 'direction@bk-multiservices.ne'] },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  })

  it('tells the company (every field, the admin link, Reply-To the visitor) and acknowledges to the visitor', async () => {
    expect((await quote()).status).toBe(201)
    await vi.waitFor(() => {
      expect(smtp.to('devis@bk-multiservices.ne')).toHaveLength(1)
      expect(smtp.to('aicha@example.ne')).toHaveLength(1)
    }, 10_000)
    const [notification] = smtp.to('devis@bk-multiservices.ne')
    expect(notification!.envelopeTo.sort()).toEqual([
      'devis@bk-multiservices.ne',
      'direction@bk-multiservices.ne',
    ])
    expect(notification!.subject).toBe('Nouvelle demande de devis : Aïcha Moussa — Forage à Tahoua')
    expect(notification!.replyTo?.value[0]).toMatchObject({
      name: 'Aïcha Moussa',
      address: 'aicha@example.ne',
    })
    for (const value of [
      'Aïcha Moussa',
      'aicha@example.ne',
      '+227 90 12 34 56',
      'Forages du Sahel',
      'Hydraulique',
      '5M - 20M FCFA',
      'Un forage de 80 m',
      'une pompe solaire',
    ])
      expect(notification!.text, value).toContain(value)
    const { docs } = await payload.find({
      collection: 'quote-requests',
      where: { email: { equals: 'aicha@example.ne' } },
      overrideAccess: true,
    })
    expect(notification!.text).toContain(`${SITE}/admin/collections/quote-requests/${docs[0]!.id}`)
    // the HTML part, with the company's colour from the top bar
    expect(String(notification!.html)).toContain('#2563eb')

    const [acknowledgement] = smtp.to('aicha@example.ne')
    expect(acknowledgement!.subject).toBe(
      'Votre demande de devis a bien été reçue — BK Multiservices',
    )
    expect(acknowledgement!.text).toContain('Bonjour Aïcha Moussa')
    expect(acknowledgement!.text).toContain('Forage à Tahoua')
    await vi.waitFor(async () => {
      const rows = await rowsTo('aicha@example.ne')
      expect(rows.map((row) => [row.kind, row.status])).toEqual([['acknowledgement', 'sent']])
    }, 10_000)
  })

  it('lets no header in through the visitor’s name or subject', async () => {
    const answer = await quote({
      name: 'Pirate\r\nBcc: victime@example.com',
      email: 'pirate@example.ne',
      subject: 'Devis\r\nX-Injected: oui',
    })
    expect(answer.status).toBe(201)
    await vi.waitFor(() => expect(smtp.to('pirate@example.ne')).toHaveLength(1), 10_000)
    await vi.waitFor(() => expect(smtp.to('devis@bk-multiservices.ne')).toHaveLength(2), 10_000)
    expect(smtp.to('victime@example.com')).toHaveLength(0)
    for (const mail of [
      ...smtp.to('pirate@example.ne'),
      smtp.to('devis@bk-multiservices.ne')[1]!,
    ]) {
      expect(mail.headers.has('x-injected')).toBe(false)
      expect(mail.headers.has('bcc')).toBe(false)
      expect(mail.subject).not.toMatch(/[\r\n]/)
    }
  })

  it('a refusing server fails no form: the mails are logged as failed, then leave on a later try', async () => {
    smtp.state.refuse = true
    const answer = await quote({ email: 'panne@example.ne', name: 'Client en panne' })
    expect(answer.status).toBe(201)
    await vi.waitFor(async () => {
      const [row] = await rowsTo('panne@example.ne')
      expect(row).toMatchObject({ status: 'failed', attempts: 1 })
    }, 10_000)
    const [failed] = await rowsTo('panne@example.ne')
    expect(failed!.error).toMatch(/451/)
    const retryAt = Date.parse(failed!.nextAttemptAt ?? '')
    expect(retryAt - Date.now()).toBeGreaterThan(30_000)
    expect(retryAt - Date.now()).toBeLessThanOrEqual(60_000)
    // the request itself is stored
    const { totalDocs } = await payload.count({
      collection: 'quote-requests',
      where: { email: { equals: 'panne@example.ne' } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)

    // not due yet: nothing happens
    smtp.state.refuse = false
    await retryDueMails(payload)
    expect(smtp.to('panne@example.ne')).toHaveLength(0)
    // due: it leaves
    await retryDueMails(payload, retryAt + 1)
    const [sent] = await rowsTo('panne@example.ne')
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, error: null })
    expect(smtp.to('panne@example.ne')).toHaveLength(1)
  })

  it('gives up after 6 tries', async () => {
    smtp.state.refuse = true
    await quote({ email: 'abandon@example.ne', name: 'Abandon' })
    await vi.waitFor(async () => expect((await rowsTo('abandon@example.ne'))[0]?.attempts).toBe(1))
    for (let attempt = 2; attempt <= 6; attempt += 1)
      await retryDueMails(payload, Date.now() + 7 * 60 * 60 * 1000)
    const [row] = await rowsTo('abandon@example.ne')
    expect(row).toMatchObject({ status: 'failed', attempts: 6, nextAttemptAt: null })
  })

  it('« Renvoyer » sends a copy as a new row of the log', async () => {
    const [original] = await rowsTo('aicha@example.ne')
    const answer = await api<{ id: number }>('POST', `/admin/emails/${original!.id}/resend`, {
      token,
    })
    expect(answer.status).toBe(200)
    await vi.waitFor(() => expect(smtp.to('aicha@example.ne')).toHaveLength(2), 10_000)
    await vi.waitFor(async () => {
      const rows = await rowsTo('aicha@example.ne')
      expect(rows).toHaveLength(2)
      expect(rows[1]).toMatchObject({ id: answer.body.data!.id, status: 'sent' })
    }, 10_000)
    expect((await api('POST', `/admin/emails/${original!.id}/resend`)).status).toBe(401)
  })

  it('also tells each administrator who chose it on their settings screen, once per address', async () => {
    const notificationAbout = (visitor: string) =>
      vi.waitFor(() => {
        const found = smtp
          .to('devis@bk-multiservices.ne')
          .find((mail) => mail.subject?.includes(visitor))
        expect(found).toBeDefined()
        return found!
      }, 10_000)
    const setNotify = async (email: string, notifyQuoteRequests: boolean) =>
      payload.update({
        collection: 'users',
        where: { email: { equals: email } },
        data: { notifyQuoteRequests },
        overrideAccess: true,
      })
    await setNotify(DEMO_SUPER_ADMIN.email, true)
    await payload.updateGlobal({
      slug: 'site-settings',
      // the super-administrator's address is also a company recipient: mailed once
      data: {
        quoteRecipients: ['devis@bk-multiservices.ne', DEMO_SUPER_ADMIN.email.toUpperCase()],
      },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    try {
      expect((await quote({ email: 'moussa@example.ne', name: 'Moussa Issa' })).status).toBe(201)
      const notification = await notificationAbout('Moussa Issa')
      expect(notification.envelopeTo.map((to) => to.toLowerCase()).sort()).toEqual([
        'devis@bk-multiservices.ne',
        DEMO_SUPER_ADMIN.email,
      ])
      // the administrator who did not choose it is not mailed
      expect(notification.envelopeTo).not.toContain(DEMO_ADMIN.email)

      await setNotify(DEMO_SUPER_ADMIN.email, false)
      await setNotify(DEMO_ADMIN.email, true)
      expect((await quote({ email: 'moussa@example.ne', name: 'Moussa Adamou' })).status).toBe(201)
      const second = await notificationAbout('Moussa Adamou')
      expect(second.envelopeTo.map((to) => to.toLowerCase()).sort()).toEqual(
        [DEMO_ADMIN.email, 'devis@bk-multiservices.ne', DEMO_SUPER_ADMIN.email].sort(),
      )
    } finally {
      await setNotify(DEMO_SUPER_ADMIN.email, false)
      await setNotify(DEMO_ADMIN.email, false)
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { quoteRecipients: ['devis@bk-multiservices.ne', 'direction@bk-multiservices.ne'] },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    }
  })
})

describe('newsletter double opt-in', () => {
  const address = 'lectrice@example.ne'
  const subscriber = async () =>
    (
      await payload.find({
        collection: 'subscribers',
        where: { email: { equals: address } },
        overrideAccess: true,
      })
    ).docs[0]
  const linkIn = (text: string, path: string) =>
    new RegExp(`${SITE}${path}\\?jeton=([\\w.-]+)`).exec(text)?.[1]

  it('keeps a new subscriber « En attente » until the mailed link confirms; exports confirmed ones only', async () => {
    const answer = await api('POST', '/newsletter/subscribe', { body: { email: address } })
    expect(answer.status).toBe(200)
    expect(answer.body.message).toContain('lien')
    expect((await subscriber())?.status).toBe('pending')
    await vi.waitFor(() => expect(smtp.to(address)).toHaveLength(1), 10_000)
    const [mail] = smtp.to(address)
    expect(mail!.subject).toContain('Confirmez votre inscription')
    const confirm = linkIn(mail!.text!, '/newsletter/confirmation')
    const unsubscribe = linkIn(mail!.text!, '/newsletter/desinscription')
    expect(confirm).toBeTruthy()
    expect(unsubscribe).toBeTruthy()
    const header = (name: string) =>
      mail!.headerLines
        .find((line) => line.key === name)
        ?.line.replace(/\r?\n\s+/g, '')
        .replace(/:\s*/, ': ')
    expect(header('list-unsubscribe')).toBe(
      `List-Unsubscribe: <${SITE}/api/newsletter/unsubscribe?jeton=${unsubscribe}>`,
    )
    expect(header('list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    )

    const exported = async () =>
      (
        await dispatch(
          new Request('http://localhost/api/admin/subscribers/export', {
            headers: { authorization: `Bearer ${token}` },
          }),
        )
      ).text()
    expect(await exported()).not.toContain(address)

    const { confirmSubscription } = await import('@/data/newsletter')
    // a tampered link, or the unsubscribe token used to confirm, changes nothing
    expect(await confirmSubscription(payload, `${confirm}x`)).toBe('invalid')
    expect(await confirmSubscription(payload, unsubscribe)).toBe('invalid')
    expect(
      await confirmSubscription(payload, newsletterToken('confirmer', 'autre@example.ne')),
    ).toBe('invalid')
    expect((await subscriber())?.status).toBe('pending')

    expect(await confirmSubscription(payload, confirm)).toBe('done')
    expect(await subscriber()).toMatchObject({ status: 'confirmed' })
    expect(await exported()).toContain(address)
    // subscribing again sends nothing more
    await api('POST', '/newsletter/subscribe', { body: { email: address } })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(smtp.to(address)).toHaveLength(1)
  })

  it('unsubscribes in one click (RFC 8058), refuses a tampered token', async () => {
    const [mail] = smtp.to(address)
    const unsubscribe = linkIn(mail!.text!, '/newsletter/desinscription')!
    const tampered = await api('POST', `/newsletter/unsubscribe?jeton=${unsubscribe.slice(0, -2)}`)
    expect(tampered.status).toBe(400)
    expect(tampered.body.message).toBe('Ce lien de newsletter est invalide ou incomplet.')
    expect((await subscriber())?.status).toBe('confirmed')
    const answer = await api('POST', `/newsletter/unsubscribe?jeton=${unsubscribe}`)
    expect(answer.status).toBe(200)
    expect((await subscriber())?.status).toBe('unsubscribed')
  })
})

describe('without SMTP_URL', () => {
  it('stores each mail and prints it whole on the console instead', async () => {
    const email = 'console@bk-multiservices.ne'
    await payload.create({
      collection: 'users',
      data: { email, password: 'console-1234', role: 'admin' },
      overrideAccess: true,
    })
    delete process.env.SMTP_URL
    const printed: string[] = []
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      printed.push(String(chunk))
      return true
    })
    try {
      await api('POST', '/auth/forgot-password', { body: { email } })
      await vi.waitFor(
        () => expect(printed.join('')).toMatch(/\/admin\/reset\/[0-9a-f]{20,}/),
        10_000,
      )
      expect(printed.join('')).toContain(`À : ${email}`)
      await vi.waitFor(async () => expect((await rowsTo(email))[0]?.status).toBe('console'))
      const [row] = await rowsTo(email)
      expect(row!.text).not.toMatch(/\/admin\/reset\/[0-9a-f]+/)
      expect(smtp.to(email)).toHaveLength(0)
    } finally {
      process.env.SMTP_URL = smtp.url
    }
  })
})
