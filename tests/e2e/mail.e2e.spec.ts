// features: mail, accounts, quotes, newsletter
import { expect, test } from '@playwright/test'

import { startSmtp } from '../../scripts/lib/smtpSink'
import { E2E_SMTP_PORT } from '../helpers/e2eSuite'

import { adminHeaders, findDocs, login, settled } from './support'

/**
 * The site's mails through a real SMTP server on loopback (the server's SMTP_URL points at it,
 * playwright.config.ts), followed in Chromium as their readers would.
 */
let smtp: Awaited<ReturnType<typeof startSmtp>>

test.beforeAll(async () => {
  smtp = await startSmtp(E2E_SMTP_PORT)
})
test.afterAll(async () => {
  await smtp.close()
})

const arrived = async (to: string, count = 1) => {
  await expect.poll(() => smtp.to(to).length, { timeout: 15_000 }).toBe(count)
  return smtp.to(to)
}
const linkIn = (text: string | undefined, path: string) =>
  new RegExp(`https?://[^\\s]+${path}[^\\s]*`).exec(text ?? '')?.[0] ?? ''

test('« Mot de passe oublié ? » : le lien reçu par email ouvre l’écran de réinitialisation et le nouveau mot de passe fonctionne', async ({
  page,
  request,
}) => {
  const email = `oubli-${Date.now()}@example.com`
  const created = await request.post('/api/cms/users', {
    headers: await adminHeaders(request, 'superAdmin'),
    data: { email, password: 'ancien-mot-2026', role: 'admin' },
  })
  expect(created.status()).toBe(201)

  await page.goto('/admin/login')
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click()
  await settled(page)
  // a press before the form is live does nothing: pressed again until Payload says it is sent
  // (Payload sends one reset mail per account every 15 s at most, so a second press adds none)
  await expect(async () => {
    await page.getByLabel('E-mail').fill(email)
    await page.getByRole('button', { name: 'Soumettre' }).click()
    await expect(page.getByText('E-mail envoyé')).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 30_000 })

  const [mail] = await arrived(email)
  expect(mail!.subject).toBe('Réinitialisation de votre mot de passe — BK Multiservices')
  const link = linkIn(mail!.text, '/admin/reset/')
  expect(link).toMatch(/\/admin\/reset\/[0-9a-f]{20,}$/)

  await page.goto(link)
  await settled(page)
  // a press before Payload's form is ready sends nothing (seen in a trace: no request at all):
  // filled and pressed again until Payload's request has gone and been answered
  await expect(async () => {
    await page.getByLabel('Nouveau mot de passe').fill('nouveau-mot-2026')
    await page.getByLabel('Confirmez le mot de passe').fill('nouveau-mot-2026')
    const answered = page.waitForResponse((r) => r.url().endsWith('/users/reset-password'), {
      timeout: 10_000,
    })
    await page.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click()
    expect((await answered).status()).toBe(200)
  }).toPass({ timeout: 40_000 })
  await expect(page).toHaveURL(/\/admin\/?$/)

  const relogin = await request.post('/api/cms/users/login', {
    data: { email, password: 'nouveau-mot-2026' },
  })
  expect(relogin.status()).toBe(200)
  // the log shows the mail, never its link
  await login(page, 'admin', '/admin/collections/outgoing-emails')
  const row = page.getByRole('row').filter({ hasText: email })
  await expect(row).toContainText('Réinitialisation du mot de passe')
  await expect(row).toContainText('Envoyé')
  await row.getByRole('link').first().click()
  await expect(page.getByText('lien masqué').first()).toBeVisible()
  await expect(page.locator('body')).not.toContainText(link.split('/').at(-1)!)
})

test('une demande de devis envoie la notification à l’entreprise et l’accusé au visiteur ; « Renvoyer » en renvoie une copie', async ({
  page,
  request,
}) => {
  const email = `devis-${Date.now()}@example.com`
  await page.goto('/#contact')
  const form = page.getByRole('form', { name: 'Demande de devis' })
  await form.getByLabel('Nom et prénom *').fill('Ibrahim Saley')
  await form.getByLabel('Adresse email *').fill(email)
  await form.getByLabel('Téléphone *').fill('+227 96 00 00 00')
  await form.getByLabel('Service').selectOption('location')
  await form.getByLabel('Décrivez votre projet en détail *').fill('Une pelle pour deux semaines.')
  await form.getByRole('button', { name: 'Envoyer la demande' }).click()
  await expect(form.getByRole('status')).toContainText('Votre demande a bien été envoyée')

  const [acknowledgement] = await arrived(email)
  expect(acknowledgement!.subject).toMatch(
    /^Votre demande de devis DEV-\d{6} a bien été reçue — BK Multiservices$/,
  )
  // the visitor's own words stay out of the company's mail to an address anyone may type
  expect(acknowledgement!.text).toContain('Bonjour Ibrahim,')
  expect(acknowledgement!.text).not.toContain('Une pelle pour deux semaines.')
  const forThisVisitor = () =>
    smtp.received.find((mail) => mail.replyTo?.value[0]?.address === email)
  await expect.poll(() => Boolean(forThisVisitor()), { timeout: 15_000 }).toBe(true)
  const notification = forThisVisitor()!
  expect(notification.envelopeTo).toEqual(['contact@bk-multiservices.ne'])
  expect(notification.text).toContain('Une pelle pour deux semaines.')
  const [stored] = await findDocs(request, 'quote-requests', 'email', email)
  const adminLink = linkIn(notification.text, `/admin/collections/quote-requests/${stored!.id}`)
  expect(adminLink).not.toBe('')

  // the link of the notification opens the request in the back office (on PUBLIC_URL, which is
  // localhost here: the session of this browser is on 127.0.0.1, so the same path is opened)
  await login(page, 'admin', new URL(adminLink).pathname)
  await expect(page.getByLabel('Adresse email')).toHaveValue(email)

  await page.goto('/admin/collections/outgoing-emails')
  const row = page.getByRole('row').filter({ hasText: email })
  await expect(row).toContainText('Accusé de réception')
  await expect(row).toContainText('Envoyé')
  await row.getByRole('link').first().click()
  const original = page.url()
  await page.getByRole('button', { name: 'Renvoyer' }).click()
  await expect(page.getByText('Email renvoyé').first()).toBeVisible()
  await arrived(email, 2)
  // then the copy, a row of its own, opens
  await expect(page).not.toHaveURL(original)
  await expect(page).toHaveURL(/\/admin\/collections\/outgoing-emails\/\d+$/)
})

test('newsletter : l’adresse reste en attente jusqu’au lien de confirmation ; un lien altéré est refusé ; la désinscription tient en un clic', async ({
  page,
  request,
}) => {
  const email = `lecteur-${Date.now()}@example.com`
  await page.goto('/')
  const box = page.locator('#newsletter')
  await box.getByRole('textbox').fill(email)
  await box.getByRole('button').click()
  await expect(box.getByRole('status')).toContainText('lien que nous venons de vous envoyer')
  expect((await findDocs(request, 'subscribers', 'email', email))[0]?.status).toBe('pending')

  const [mail] = await arrived(email)
  const confirm = linkIn(mail!.text, '/newsletter/confirmation')
  const unsubscribe = linkIn(mail!.text, '/newsletter/desinscription')

  await page.goto(`${confirm.slice(0, -3)}abc`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lien invalide')
  expect((await findDocs(request, 'subscribers', 'email', email))[0]?.status).toBe('pending')

  await page.goto(confirm)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inscription confirmée')
  expect((await findDocs(request, 'subscribers', 'email', email))[0]?.status).toBe('confirmed')

  // the List-Unsubscribe address, opened with GET as a mail client without one-click does
  const header = mail!.headerLines.find(({ key }) => key === 'list-unsubscribe')?.line ?? ''
  const oneClick = /<([^>]+)>/.exec(header)?.[1] ?? ''
  expect(oneClick).toContain('/api/newsletter/unsubscribe?jeton=')
  expect(new URL(oneClick).searchParams.get('jeton')).toBe(
    new URL(unsubscribe).searchParams.get('jeton'),
  )
  await page.goto(oneClick)
  await expect(page).toHaveURL(/\/newsletter\/desinscription\?jeton=/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Désinscription effectuée')
  expect((await findDocs(request, 'subscribers', 'email', email))[0]?.status).toBe('unsubscribed')
  // the page's own link, opened again, says the same
  await page.goto(unsubscribe)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Désinscription effectuée')

  // the old confirmation link does not sign the address up again
  await page.goto(confirm)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lien déjà utilisé')
  expect((await findDocs(request, 'subscribers', 'email', email))[0]?.status).toBe('unsubscribed')
})
