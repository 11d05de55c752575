// features: mail, accounts, quotes, newsletter
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { dispatch } from '@/app/(api)/api/routes'
import { newsletterToken } from '@/features/newsletter/links'
import { MAIL_QUEUE } from '@/platform/services/mail/outbox'
import { quoteReference } from '@/lib/quoteReference'
import { DEMO_ADMIN, DEMO_SUPER_ADMIN } from '@/platform/runtime/environment'

import { api, tokenFor } from '../helpers/api'
import { cms } from '../helpers/cms'
import { runQueueAt } from '../helpers/jobsQueue'
import { testPayload } from '../helpers/payload'
import { startSmtp } from '../../scripts/lib/smtpSink'

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

  it('answers before it even looks the address up, on both routes, the same with or without an account', async () => {
    const routes = {
      contract: (email: string) => api('POST', '/auth/forgot-password', { body: { email } }),
      cms: (email: string) => cms('POST', 'users/forgot-password', { body: { email } }),
      // the admin's « Mot de passe oublié ? » form posts multipart, its fields in `_payload`
      admin: (email: string) => {
        const form = new FormData()
        form.set('_payload', JSON.stringify({ email }))
        return cms('POST', 'users/forgot-password', { body: form })
      },
    }
    for (const [name, send] of Object.entries(routes)) {
      const email = `oubli-${name}@bk-multiservices.ne`
      await payload.create({
        collection: 'users',
        data: { email, password: 'oubli-1234', role: 'admin' },
        overrideAccess: true,
      })
      let release = () => {}
      const gate = new Promise<void>((resolve) => {
        release = resolve
      })
      const findOne = payload.db.findOne.bind(payload.db)
      const spy = vi.spyOn(payload.db, 'findOne').mockImplementation((async (
        args: Parameters<typeof findOne>[0],
      ) => {
        if (args.collection === 'users') await gate
        return findOne(args)
      }) as typeof payload.db.findOne)
      try {
        const known = await send(email)
        const unknown = await send(`personne-${name}@example.com`)
        expect(known.status, name).toBe(200)
        expect(unknown.status, name).toBe(known.status)
        expect(unknown.text, name).toBe(known.text)
        const [stored] = (
          await payload.find({
            collection: 'users',
            where: { email: { equals: email } },
            showHiddenFields: true,
            overrideAccess: true,
          })
        ).docs
        expect(stored?.resetPasswordToken ?? null, name).toBeNull()
      } finally {
        release()
        spy.mockRestore()
      }
      await vi.waitFor(() => expect(smtp.to(email), name).toHaveLength(1), 10_000)
    }
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

const queuedNotifications = async () =>
  (
    await payload.count({
      collection: 'outgoing-emails',
      where: { kind: { equals: 'notification' } },
      overrideAccess: true,
    })
  ).totalDocs

/**
 * Sends one quote request, then waits for its notification to be queued. Its acknowledgement
 * budget is counted beside the answer, and two counts at once each see the other's hit (never
 * under-counted), so each request waits here for the one before it.
 */
async function quoteInTurn(send: () => Promise<{ status: number }>) {
  const queued = await queuedNotifications()
  expect((await send()).status).toBe(201)
  await vi.waitFor(async () => expect(await queuedNotifications()).toBe(queued + 1), 10_000)
}

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
    const { docs } = await payload.find({
      collection: 'quote-requests',
      where: { email: { equals: 'aicha@example.ne' } },
      overrideAccess: true,
    })
    const reference = quoteReference(docs[0]!.id)
    expect(reference).toMatch(/^DEV-\d{6}$/)
    expect(notification!.subject).toBe(
      `Nouvelle demande de devis ${reference} : Aïcha Moussa — Forage à Tahoua`,
    )
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
    expect(notification!.text).toContain(`${SITE}/admin/collections/quote-requests/${docs[0]!.id}`)
    // the HTML part, with the company's colour from the top bar
    expect(String(notification!.html)).toContain('#2563eb')

    const [acknowledgement] = smtp.to('aicha@example.ne')
    expect(acknowledgement!.subject).toBe(
      `Votre demande de devis ${reference} a bien été reçue — BK Multiservices`,
    )
    expect(acknowledgement!.text).toContain('Bonjour Aïcha,')
    expect(acknowledgement!.text).toContain(`Sa référence : ${reference}.`)
    // nothing else the sender typed: the address may not be theirs
    for (const typed of ['Moussa', 'Forage', 'pompe solaire', 'Forages du Sahel', '90 12 34 56'])
      expect(`${acknowledgement!.text}${acknowledgement!.html}`, typed).not.toContain(typed)
    await vi.waitFor(async () => {
      const rows = await rowsTo('aicha@example.ne')
      expect(rows.map((row) => [row.kind, row.status])).toEqual([['acknowledgement', 'sent']])
    }, 10_000)
    // the customer's link carries their token; the log that every administrator reads does not
    // (#58): whoever reads it could accept a quote in their name
    const { accessToken } = await payload.findByID({
      collection: 'quote-requests',
      id: docs[0]!.id,
      overrideAccess: true,
      showHiddenFields: true,
    })
    const link = `${SITE}/devis/${reference}?t=${accessToken}`
    expect(acknowledgement!.text).toContain(link)
    expect(String(acknowledgement!.html)).toContain(link)
    const [row] = await rowsTo('aicha@example.ne')
    expect(`${row!.subject}${row!.text}${row!.html}`).not.toContain(accessToken!)
    expect(row!.text).toContain(`${SITE}/devis/${reference}?t=(jeton-masqué)`)
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
    await runQueueAt(payload, MAIL_QUEUE)
    expect(smtp.to('panne@example.ne')).toHaveLength(0)
    // due: it leaves
    await runQueueAt(payload, MAIL_QUEUE, retryAt + 1)
    const [sent] = await rowsTo('panne@example.ne')
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, error: null })
    expect(smtp.to('panne@example.ne')).toHaveLength(1)
  })

  it('gives up after 6 tries', async () => {
    smtp.state.refuse = true
    await quote({ email: 'abandon@example.ne', name: 'Abandon' })
    await vi.waitFor(async () => expect((await rowsTo('abandon@example.ne'))[0]?.attempts).toBe(1))
    for (let attempt = 2; attempt <= 6; attempt += 1)
      await runQueueAt(payload, MAIL_QUEUE, Date.now() + 7 * 60 * 60 * 1000)
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
    // the copy goes out with the customer's working link, read back from their request
    const [first, copy] = smtp.to('aicha@example.ne')
    const link = /\/devis\/DEV-\d+\?t=[\w-]{32}/.exec(first!.text ?? '')?.[0]
    expect(link).toBeTruthy()
    expect(copy!.text).toContain(link!)
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
  it('acknowledges with a plain first name at most: a link or markup as the name gives none', async () => {
    for (const [name, email] of [
      ['https://gain-facile.example Cliquez ici', 'lien@example.ne'],
      ['<b>Gagnez</b> 1 000 000 FCFA', 'balise@example.ne'],
      ['Aïssa-Marie O’Neil', 'prenom@example.ne'],
    ] as const) {
      expect(
        (await quote({ name, email, message: 'Voir https://gain-facile.example' })).status,
      ).toBe(201)
      await vi.waitFor(() => expect(smtp.to(email)).toHaveLength(1), 10_000)
      const [mail] = smtp.to(email)
      const whole = `${mail!.subject}${mail!.text}${mail!.html}`
      expect(whole).not.toMatch(/gain-facile|Gagnez|Cliquez|<b>/)
    }
    expect(smtp.to('lien@example.ne')[0]!.text).toContain('Bonjour,')
    expect(smtp.to('prenom@example.ne')[0]!.text).toContain('Bonjour Aïssa-Marie,')
  })

  it('acknowledges 3 requests a day to one address and 10 from one client; every request is still stored and notified', async () => {
    const notifications = () => smtp.to('devis@bk-multiservices.ne').length
    const before = notifications()
    for (let index = 0; index < 5; index += 1)
      await quoteInTurn(() => quote({ email: 'cible@example.ne', name: `Envoi ${index}` }))
    await vi.waitFor(() => expect(notifications()).toBe(before + 5), 10_000)
    await vi.waitFor(async () => expect(await rowsTo('cible@example.ne')).toHaveLength(3), 10_000)
    // a row is written before its mail leaves: wait for the server to have all three
    await vi.waitFor(() => expect(smtp.to('cible@example.ne')).toHaveLength(3), 10_000)
    const { totalDocs } = await payload.count({
      collection: 'quote-requests',
      where: { email: { equals: 'cible@example.ne' } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(5)

    // one client (the address the edge's limits saw) writing to many addresses
    process.env.QUOTE_ACK_MAX_PER_CLIENT = '10'
    try {
      const addresses = Array.from({ length: 12 }, (_, index) => `relais-${index}@example.ne`)
      for (const email of addresses)
        await quoteInTurn(() =>
          api('POST', '/quote-requests', {
            headers: { 'x-client-ip': '203.0.113.7' },
            body: { name: 'Relais', email, phone: '+227 90 00 00 00', message: 'Bonjour' },
          }),
        )
      await vi.waitFor(() => expect(notifications()).toBe(before + 5 + 12), 10_000)
      await vi.waitFor(async () => {
        const acknowledged = await payload.count({
          collection: 'outgoing-emails',
          where: { and: [{ kind: { equals: 'acknowledgement' } }, { to: { like: 'relais-' } }] },
          overrideAccess: true,
        })
        expect(acknowledged.totalDocs).toBe(10)
      }, 10_000)
    } finally {
      process.env.QUOTE_ACK_MAX_PER_CLIENT = '10000'
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

    const { confirmSubscription } = await import('@/features/newsletter/subscriptions')
    // a tampered link, or the unsubscribe token used to confirm, changes nothing
    expect(await confirmSubscription(payload, `${confirm}x`)).toBe('invalid')
    expect(await confirmSubscription(payload, unsubscribe)).toBe('invalid')
    expect(
      await confirmSubscription(
        payload,
        newsletterToken('confirmer', { email: 'autre@example.ne', sentAt: Date.now() }),
      ),
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
    // opened in a browser (a mail client without one-click): the French page, which acts on GET
    const opened = await api('GET', `/newsletter/unsubscribe?jeton=${unsubscribe}`, {
      headers: { accept: 'text/html,application/xhtml+xml' },
    })
    expect(opened.status).toBe(303)
    expect(opened.headers.get('location')).toBe(`/newsletter/desinscription?jeton=${unsubscribe}`)
    // another client is told where that page is
    const asked = await api<{ page: string }>('GET', `/newsletter/unsubscribe?jeton=${unsubscribe}`)
    expect(asked.status).toBe(200)
    expect(asked.body.data?.page).toBe(`/newsletter/desinscription?jeton=${unsubscribe}`)
    expect((await subscriber())?.status).toBe('confirmed')
    const answer = await api('POST', `/newsletter/unsubscribe?jeton=${unsubscribe}`)
    expect(answer.status).toBe(200)
    expect((await subscriber())?.status).toBe('unsubscribed')
  })
})

describe('newsletter consent: links that expire, serve once, and cannot be replayed', () => {
  const linkIn = (text: string, path: string) =>
    new RegExp(`${SITE}${path}\\?jeton=([\\w.-]+)`).exec(text)?.[1] ?? ''
  const statusOf = async (email: string) =>
    (
      await payload.find({
        collection: 'subscribers',
        where: { email: { equals: email } },
        overrideAccess: true,
      })
    ).docs[0]
  const signUp = (email: string) => api('POST', '/newsletter/subscribe', { body: { email } })
  const confirmLinks = (email: string) =>
    smtp.to(email).map((mail) => linkIn(mail.text!, '/newsletter/confirmation'))
  const HOUR = 60 * 60 * 1000

  afterEach(() => {
    vi.useRealTimers()
  })

  it('an old confirmation link does not sign up again someone who has unsubscribed since', async () => {
    const { confirmSubscription, unsubscribe } = await import('@/features/newsletter/subscriptions')
    const email = 'rejeu@example.ne'
    await signUp(email)
    await vi.waitFor(() => expect(smtp.to(email)).toHaveLength(1), 10_000)
    const [confirm] = confirmLinks(email)
    expect(await confirmSubscription(payload, confirm)).toBe('done')
    // the same link again: it has served
    expect(await confirmSubscription(payload, confirm)).toBe('used')
    const leave = linkIn(smtp.to(email)[0]!.text!, '/newsletter/desinscription')
    expect(await unsubscribe(payload, leave)).toBe('done')
    expect(await confirmSubscription(payload, confirm)).toBe('used')
    expect((await statusOf(email))?.status).toBe('unsubscribed')

    // signing up again mails a new link; only that one confirms
    await signUp(email)
    await vi.waitFor(() => expect(smtp.to(email)).toHaveLength(2), 10_000)
    expect(await confirmSubscription(payload, confirm)).toBe('used')
    expect((await statusOf(email))?.status).toBe('pending')
    expect(await confirmSubscription(payload, confirmLinks(email)[1])).toBe('done')
    // and unsubscribing stays possible at any time, with the first mail's link
    expect(await unsubscribe(payload, leave)).toBe('done')
    expect((await statusOf(email))?.status).toBe('unsubscribed')
  })

  it('a confirmation link expires after 7 days', async () => {
    const { confirmSubscription } = await import('@/features/newsletter/subscriptions')
    const email = 'tardif@example.ne'
    await signUp(email)
    await vi.waitFor(() => expect(smtp.to(email)).toHaveLength(1), 10_000)
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 7 * 24 * HOUR + 60_000 })
    expect(await confirmSubscription(payload, confirmLinks(email)[0])).toBe('expired')
    expect((await statusOf(email))?.status).toBe('pending')
  })

  it('mails a pending address at most once an hour; the newer link replaces the older', async () => {
    const { confirmSubscription } = await import('@/features/newsletter/subscriptions')
    const email = 'insistant@example.ne'
    for (let index = 0; index < 4; index += 1) expect((await signUp(email)).status).toBe(200)
    await vi.waitFor(() => expect(smtp.to(email)).toHaveLength(1), 10_000)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(smtp.to(email)).toHaveLength(1)
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + HOUR + 1_000 })
    await signUp(email)
    vi.useRealTimers()
    await vi.waitFor(() => expect(smtp.to(email)).toHaveLength(2), 10_000)
    const [older, newer] = confirmLinks(email)
    expect(await confirmSubscription(payload, older)).toBe('used')
    expect(await confirmSubscription(payload, newer)).toBe('done')
  })

  it('answers before the mail is even stored, and the same for a new, a pending and a confirmed address', async () => {
    const email = 'attente@example.ne'
    let release = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const create = payload.create.bind(payload)
    const spy = vi.spyOn(payload, 'create').mockImplementation((async (
      options: Parameters<typeof create>[0],
    ) => {
      if (options.collection === 'outgoing-emails') await gate
      return create(options)
    }) as typeof payload.create)
    try {
      const answer = await signUp(email)
      expect(answer.status).toBe(200)
      expect((await statusOf(email))?.status).toBe('pending')
      expect(await rowsTo(email)).toHaveLength(0)
    } finally {
      release()
      spy.mockRestore()
    }
    await vi.waitFor(() => expect(smtp.to(email)).toHaveLength(1), 10_000)

    await payload.create({
      collection: 'subscribers',
      data: { email: 'fidele@example.ne', status: 'confirmed', source: 'newsletter' },
      overrideAccess: true,
    })
    const answers = []
    for (const address of ['neuve@example.ne', email, 'fidele@example.ne']) {
      const before = (await statusOf(address))?.updatedAt
      answers.push((await signUp(address)).body)
      // every case writes its row once before answering
      expect((await statusOf(address))?.updatedAt).not.toBe(before)
    }
    expect(new Set(answers.map((body) => JSON.stringify(body))).size).toBe(1)
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
