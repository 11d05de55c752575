// features: quotes
import { type Dialog, expect, test } from '@playwright/test'
import { PDFDocument } from 'pdf-lib'

import { startSmtp } from '../../scripts/lib/smtpSink'
import { pageTexts } from '../helpers/pdfText'
import { E2E_SMTP_PORT } from '../helpers/e2eSuite'

import {
  adminHeaders,
  choose,
  customerQuotePath,
  calculatorEstimate,
  expectAccessible,
  findDocs,
  login,
  plainSpaces,
  rentalConditionsOn,
  sendQuoteForm,
  save,
  settled,
  withGlobal,
} from './support'

/**
 * A quote from request to signature (#42), as its people do it: a visitor on a phone, an
 * administrator in the back office, the customer from the mail the test's SMTP server received.
 */
let smtp: Awaited<ReturnType<typeof startSmtp>>

test.beforeAll(async () => {
  smtp = await startSmtp(E2E_SMTP_PORT)
})
test.afterAll(async () => {
  await smtp.close()
})

const plain = plainSpaces
const COMPANY_WHATSAPP = 'https://wa.me/22720723500?text='

async function arrivedWith(to: string, subject: RegExp) {
  await expect
    .poll(() => smtp.to(to).some((mail) => subject.test(mail.subject ?? '')), { timeout: 20_000 })
    .toBe(true)
  return smtp.to(to).find((mail) => subject.test(mail.subject ?? ''))!
}

test('une demande sur téléphone devient un devis accepté : pipeline, PDF, page du client, WhatsApp', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const email = `devis-${Date.now()}@example.com`

  // the visitor, on a 375 px phone
  const phone = await browser.newContext({ viewport: { width: 375, height: 800 } })
  const visitor = await phone.newPage()
  await visitor.goto('/#contact')
  const form = visitor.getByRole('form', { name: 'Demande de devis' })
  await form.getByLabel('Nom et prénom').fill('Aïcha Boubacar')
  await form.getByLabel('Adresse email').fill(email)
  await form.getByLabel('Téléphone').fill('96 12 34 56')
  await form
    .getByLabel('Décrivez votre projet en détail *')
    .fill('Une pelle pour trois semaines à Dosso.')
  await form.getByRole('button', { name: 'Envoyer la demande' }).click()
  const status = form.getByRole('status')
  await expect(status).toContainText(/Référence de votre demande : DEV-\d{6}/)
  const reference = /DEV-\d{6}/.exec((await status.textContent()) ?? '')![0]
  const chat = form.getByRole('link', { name: 'Nous écrire sur WhatsApp' })
  expect(decodeURIComponent((await chat.getAttribute('href')) ?? '')).toBe(
    `${decodeURIComponent(COMPANY_WHATSAPP)}Bonjour, je vous écris au sujet de ma demande de devis ${reference}.`,
  )
  const acknowledgement = await arrivedWith(email, /a bien été reçue/)
  expect(acknowledgement.text).toContain(`/devis/${reference}?t=`)

  // the administrator qualifies it, prices it from a machine and sends the quote
  const [stored] = await findDocs(request, 'quote-requests', 'email', email)
  await login(page, 'admin', `/admin/collections/quote-requests/${stored!.id}`)
  await settled(page)
  const customerChat = page.getByRole('link', { name: 'WhatsApp', exact: true })
  expect(decodeURIComponent((await customerChat.getAttribute('href')) ?? '')).toBe(
    `https://wa.me/22796123456?text=Bonjour Aïcha, ici BK Multiservices, au sujet de votre demande de devis ${reference}.`,
  )
  // a new line waits, greyed, for the form state it asks the server for; asked while another is
  // still out, it was never answered in two runs (Payload's queue, not this project's code): the
  // changes settle first, and a line still greyed after 15 s is asked for again on a fresh form
  // leaving the form a try left unsaved: the browser's « leave this page? » is answered yes
  const leave = (dialog: Dialog) =>
    dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()
  page.on('dialog', leave)
  await expect(async () => {
    await page.goto(`/admin/collections/quote-requests/${stored!.id}`)
    await settled(page)
    await choose(page, 'stage', 'Qualifié')
    // any administrator of the team, though an administrator reads only their own account
    await page.getByLabel('Responsable').selectOption({ label: 'Aïcha Moussa' })
    await settled(page)
    await page.getByRole('button', { name: 'Devis', exact: true }).click()
    await page.getByRole('button', { name: 'Ajouter Ligne' }).click()
    await expect(page.locator('#field-lines__0__machine .rs__control')).toBeVisible({
      timeout: 15_000,
    })
  }).toPass({ timeout: 90_000 })
  page.off('dialog', leave)
  await choose(page, 'lines.0.machine', 'Pelle hydraulique CAT 320')
  await page.locator('#field-lines__0__quantity').fill('3')
  await choose(page, 'lines.0.unit', 'semaine')
  await save(page)
  // the machine's name and its week's rate (the fleet's, as the calculator's: #59), the amount
  await expect(page.locator('#field-lines__0__label')).toHaveValue('Pelle hydraulique CAT 320')
  await expect(page.locator('#field-lines__0__unitPrice')).toHaveValue('500000')
  await expect(page.locator('#field-amount')).toHaveValue('1500000')

  // the company's legal mentions, printed on every quote (#59, point 5)
  const headers = await adminHeaders(request)
  const legal = { taxId: '12345/P', tradeRegister: 'NI-NIA-2015-B-1234', bankAccount: 'NE58 0001' }
  const setLegal = async (data: Record<string, unknown>) =>
    expect((await request.post('/api/cms/globals/site-settings', { headers, data })).status()).toBe(
      200,
    )
  await setLegal(legal)

  // nothing leaves before the preview is read and confirmed (#59, point 4)
  await page.getByRole('button', { name: 'Envoyer le devis' }).click()
  const preview = page.getByRole('dialog', { name: 'Aperçu avant envoi' })
  await expect(preview).toBeVisible()
  await expect(preview).toContainText(email)
  await expect(preview).toContainText(`Votre devis ${reference}`)
  await expect(preview).toContainText(`devis-${reference}-v1.pdf`)
  await expect(
    preview.frameLocator('iframe').getByRole('link', { name: 'Voir et accepter le devis' }),
  ).toBeVisible()
  const previewPdf = await request.get(
    (await preview.getByRole('link', { name: 'Ouvrir le PDF' }).getAttribute('href'))!,
    { headers },
  )
  expect(
    plain(
      pageTexts(await PDFDocument.load(await previewPdf.body()))
        .flat()
        .join('\n'),
    ),
  ).toContain('1 785 000 F CFA')
  await page.screenshot({ path: test.info().outputPath('apercu-devis-1280.png') })
  const desktop = page.viewportSize()!
  await page.setViewportSize({ width: 375, height: 800 })
  await expect(preview.getByRole('button', { name: 'Confirmer l’envoi' })).toBeInViewport()
  await page.screenshot({ path: test.info().outputPath('apercu-devis-375.png') })
  await page.setViewportSize(desktop)
  expect(smtp.to(email).some((mail) => mail.subject?.startsWith('Votre devis'))).toBe(false)
  await preview.getByRole('button', { name: 'Confirmer l’envoi' }).click()
  await expect(page.getByText(`Devis ${reference} envoyé à ${email}`)).toBeVisible()
  await expect(preview).toHaveCount(0)
  // the form shows what the action stored: a Save afterwards keeps the stage
  await expect(page.locator('#field-stage')).toContainText('Devis envoyé')
  await expect(
    page.getByRole('link', { name: 'Voir le devis envoyé (PDF, version 1)' }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Répondre', exact: true }).click()
  await page
    .getByLabel('Votre réponse au client')
    .fill('Bonjour Madame,\nLe devis vient de partir.')
  await page.getByRole('button', { name: 'Envoyer la réponse' }).click()
  await expect(page.getByText(`Réponse envoyée à ${email}`)).toBeVisible()
  const reply = await arrivedWith(email, new RegExp(`^Re: Votre demande de devis ${reference}`))
  expect(reply.text).toContain('Le devis vient de partir.')
  expect(reply.replyTo?.value[0]?.address).toBe('contact@bk-multiservices.ne')
  // the first Save's toast gone, so that the next one is this Save's own
  await expect(page.getByText(/modifié avec succès/)).toHaveCount(0, { timeout: 15_000 })
  await settled(page)
  await page.locator('#field-nextActionNote').fill('Relancer jeudi')
  await expect(page.locator('#field-nextActionNote')).toHaveValue('Relancer jeudi')
  await save(page)
  await expect
    .poll(
      async () => (await findDocs(request, 'quote-requests', 'email', email))[0]?.nextActionNote,
    )
    .toBe('Relancer jeudi')
  const [afterSave] = await findDocs(request, 'quote-requests', 'email', email)
  expect(afterSave).toMatchObject({
    owner: expect.any(Number),
    stage: 'quoted',
    status: 'replied',
    nextActionNote: 'Relancer jeudi',
  })

  const quoteMail = await arrivedWith(email, new RegExp(`^Votre devis ${reference}`))
  expect(plain(quoteMail.text)).toContain('1 785 000 F CFA')
  expect(quoteMail.attachments.map((file) => file.filename)).toEqual([`devis-${reference}-v1.pdf`])
  // the customer opens the link from the mail on the phone: the quote, its PDF, accepts
  const customerPage = customerQuotePath(quoteMail.text, reference)
  // read for one person: never kept by a shared cache, nor by the edge's (it skips no-store)
  const direct = await request.get(customerPage)
  expect(direct.status()).toBe(200)
  expect(direct.headers()['cache-control']).toMatch(/no-store/)
  await visitor.goto(customerPage)
  await expectAccessible(visitor, { everyImpact: true })
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
    `Votre demande de devis ${reference}`,
  )
  await expect(visitor.getByRole('listitem').filter({ hasText: 'Devis envoyé' })).toHaveAttribute(
    'aria-current',
    'step',
  )
  expect(plain(await visitor.getByTestId('total-ttc').textContent())).toBe('1 785 000 F CFA')
  // the rental conditions the calculator and the machine's page state, the taxes' first
  for (const condition of [
    'Prix hors taxes : TVA de 19 % en sus',
    'Carburant inclus',
    'NIF : 12345/P · RCCM : NI-NIA-2015-B-1234',
    'IBAN / RIB : NE58 0001',
  ])
    await expect(visitor.getByText(condition)).toBeVisible()
  await visitor.screenshot({ path: test.info().outputPath('page-client-375.png'), fullPage: true })
  const robots = await visitor.locator('meta[name="robots"]').getAttribute('content')
  expect(robots).toContain('noindex')
  const pdfHref = await visitor
    .getByRole('link', { name: 'Télécharger le devis (PDF)' })
    .getAttribute('href')
  const pdf = await request.get(pdfHref!)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  const pdfText = plain(
    pageTexts(await PDFDocument.load(await pdf.body()))
      .flat()
      .join('\n'),
  )
  for (const expected of [
    `Devis ${reference}`,
    'Aïcha Boubacar',
    'Pelle hydraulique CAT 320',
    '3 semaines',
    '500 000 F CFA',
    '1 500 000 F CFA',
    'TVA (19 %)',
    '285 000 F CFA',
    '1 785 000 F CFA',
    'Prix hors taxes : TVA de 19 % en sus',
    'Carburant inclus',
    'NIF : 12345/P · RCCM : NI-NIA-2015-B-1234',
  ])
    expect(pdfText).toContain(expected)
  await setLegal({ taxId: null, tradeRegister: null, bankAccount: null })
  const quoteChat = visitor.getByRole('link', { name: 'Discuter sur WhatsApp' })
  expect(plain(decodeURIComponent((await quoteChat.getAttribute('href')) ?? ''))).toBe(
    `${COMPANY_WHATSAPP}Bonjour, je vous écris au sujet du devis ${reference} (total 1 785 000 F CFA TTC).`,
  )
  // another request's token is a plain 404
  const wrong = await request.get(customerPage.replace(/t=[\w-]+/, 't=' + 'x'.repeat(32)))
  expect(wrong.status()).toBe(404)

  await visitor.getByLabel('Votre nom (il figurera sur l’acceptation)').fill('Aïcha Boubacar')
  await visitor.getByRole('button', { name: 'Accepter le devis' }).click()
  await expect(visitor.getByRole('status').filter({ hasText: 'Devis accepté le' })).toBeVisible()
  await expect(visitor.getByRole('button', { name: 'Accepter le devis' })).toHaveCount(0)
  await arrivedWith(email, new RegExp(`^Devis ${reference} accepté`))

  // the pipeline shows it won, with its history on the request
  await page.goto('/admin/pipeline')
  await expectAccessible(page)
  const won = page.getByRole('region', { name: /^Accepté/ })
  const card = won.getByRole('listitem').filter({ hasText: reference })
  await expect(card.getByRole('link', { name: /Aïcha Boubacar/ })).toBeVisible()
  await card.getByRole('link', { name: /Aïcha Boubacar/ }).click()
  await page.getByRole('button', { name: 'Historique', exact: true }).click()
  await expect(page.getByText(`Devis ${reference} accepté par Aïcha Boubacar`)).toBeVisible()
  await expect(page.getByText('Étape : Nouveau → Qualifié')).toBeVisible()
  await phone.close()
})

test('WhatsApp : un engin, l’estimation du calculateur, le numéro des paramètres généraux', async ({
  page,
  request,
}) => {
  await page.goto('/equipements/pelle-hydraulique-cat-320')
  const machine = page.getByRole('link', { name: 'Nous écrire sur WhatsApp' })
  // the page's full address once hydrated (the server renders the path: it does not know the host)
  await expect
    .poll(async () => decodeURIComponent((await machine.getAttribute('href')) ?? ''))
    .toMatch(
      /^https:\/\/wa\.me\/22720723500\?text=Bonjour, je suis intéressé\(e\) par « Pelle hydraulique CAT 320 » : http:\/\/[^ ]+\/equipements\/pelle-hydraulique-cat-320$/,
    )

  await withGlobal(request, 'section-quote-calculator', { isActive: true }, async () => {
    await page.goto('/')
    await page.getByLabel('Équipement', { exact: true }).selectOption({ label: 'Bulldozer' })
    await page.getByText('Semaine', { exact: true }).click()
    await page.getByRole('button', { name: 'Calculer le prix' }).click()
    const estimate = page.getByRole('link', { name: 'En parler sur WhatsApp' })
    expect(plain(decodeURIComponent((await estimate.getAttribute('href')) ?? ''))).toBe(
      `${COMPANY_WHATSAPP}Bonjour, je souhaite louer « Bulldozer » (semaine) : l’estimation du site est de 580 000 F CFA. Est-il disponible ?`,
    )
  })
  // the general settings' own WhatsApp number, made international, everywhere
  await withGlobal(request, 'site-settings', { whatsappNumber: '90 11 22 33' }, async () => {
    await expect(async () => {
      await page.goto('/equipements/pelle-hydraulique-cat-320')
      expect(
        await page.getByRole('link', { name: 'Nous écrire sur WhatsApp' }).getAttribute('href'),
      ).toMatch(/^https:\/\/wa\.me\/22790112233\?text=/)
      expect(
        await page.locator('footer').getByRole('link', { name: 'WhatsApp' }).getAttribute('href'),
      ).toBe('https://wa.me/22790112233')
    }).toPass({ timeout: 15_000 })
  })
})

test('un devis refusé par le client passe en « Perdu » avec sa raison ; la liste des messages montre référence, étape et montant', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const email = `refus-${Date.now()}@example.com`
  const asked = await request.post('/api/quote-requests', {
    data: { name: 'Moussa Refus', email, phone: '96 12 34 56', message: 'Un compacteur.' },
  })
  expect(asked.status()).toBe(201)
  const { reference } = ((await asked.json()) as { data: { reference: string } }).data
  const id = Number(reference.slice(4))
  const headers = await adminHeaders(request)
  const lines = [{ label: 'Compacteur', quantity: 2, unit: 'jour', unitPrice: 50_000 }]
  expect(
    (await request.patch(`/api/cms/quote-requests/${id}`, { headers, data: { lines } })).status(),
  ).toBe(200)
  expect(
    (await request.post(`/api/cms/quote-requests/${id}/send-quote`, { headers })).status(),
  ).toBe(200)
  const quoteMail = await arrivedWith(email, new RegExp(`^Votre devis ${reference}`))
  const link = customerQuotePath(quoteMail.text, reference)

  // the customer refuses on a phone, with a reason
  const phone = await browser.newContext({ viewport: { width: 375, height: 800 } })
  try {
    const customer = await phone.newPage()
    await customer.goto(link)
    await customer.getByRole('button', { name: 'Refuser', exact: true }).click()
    await customer.getByLabel('Pourquoi refusez-vous ce devis ? (facultatif)').fill('Trop loin')
    await customer.getByRole('button', { name: 'Confirmer le refus' }).click()
    await expect(customer.getByText(/^Vous avez refusé ce devis le/)).toBeVisible()
    // the timeline stays on « Devis envoyé », the request said closed
    await expect(
      customer.getByRole('listitem').filter({ hasText: 'Devis envoyé' }),
    ).toHaveAttribute('aria-current', 'step')
  } finally {
    await phone.close()
  }
  await expect
    .poll(async () => (await findDocs(request, 'quote-requests', 'email', email))[0]?.stage)
    .toBe('lost')
  const [lost] = await findDocs(request, 'quote-requests', 'email', email)
  expect(lost).toMatchObject({
    status: 'replied',
    lostReason: `Devis ${reference} refusé par le client : Trop loin`,
  })

  // the Messages list: its reference, « Perdu », the amount, « Répondu », at both widths
  await login(page)
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`/admin/collections/quote-requests?where[email][equals]=${email}`)
    const row = page.locator('tbody tr').filter({ hasText: reference })
    await expect(row).toHaveCount(1)
    for (const text of ['Moussa Refus', 'Perdu', '100 000 F CFA', 'Répondu'])
      await expect(row.getByText(text, { exact: true }), `${width} px : ${text}`).toBeVisible()
    for (const column of ['Référence', 'Étape', 'Montant (FCFA, hors taxes)', 'Statut'])
      await expect(page.locator('thead').getByText(column, { exact: true })).toBeAttached()
    await page.screenshot({
      path: test.info().outputPath(`messages-${width}.png`),
      fullPage: false,
    })
  }
  // the name opens the request
  await page
    .locator('tbody tr')
    .filter({ hasText: reference })
    .getByRole('link', { name: 'Moussa Refus' })
    .click()
  await expect(page).toHaveURL(new RegExp(`/admin/collections/quote-requests/${id}$`))
  await expect(page.locator('#field-lostReason')).toHaveValue(
    `Devis ${reference} refusé par le client : Trop loin`,
  )
})

test('le choix fait sur la page d’un engin garde le prix, les taxes et les conditions du calculateur jusqu’au courriel, au PDF et à la page du client (#59)', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  const headers = await adminHeaders(request)

  // the calculator: a bulldozer for a week
  let conditions: string[] = []
  await withGlobal(request, 'section-quote-calculator', { isActive: true }, async () => {
    const estimate = await calculatorEstimate(page, 'Bulldozer', 'Semaine')
    expect(plain(await estimate.textContent())).toContain(
      '580 000 F CFA hors taxes' + 'TVA 19 % : 110 200 F CFA · Total TTC : 690 200 F CFA',
    )
    conditions = await rentalConditionsOn(page)
  })
  expect(conditions.length).toBeGreaterThan(2)

  // the same choice on the machine's page, sent as a request
  await page.goto('/equipements/bulldozer-cat-d6')
  await page.getByRole('button', { name: 'Demander un devis' }).click()
  const form = page.getByRole('form', { name: 'Demande de devis' })
  const choice = form.getByRole('group', { name: 'Votre choix' })
  await choice.getByLabel('Durée').selectOption({ label: 'Semaine' })
  await expect(choice).toContainText(/Estimation : 580\s000\sF\sCFA hors taxes/)
  const email = `meme-prix-${Date.now()}@example.com`
  await sendQuoteForm(form, {
    name: 'Ibrahim Moussa',
    email,
    phone: '+227 96 11 22 33',
    project: 'Terrassement à Tillabéri.',
  })

  // the team sends the quote its first line makes, as previewed
  const [stored] = await findDocs(request, 'quote-requests', 'email', email)
  const preview = await request.get(`/api/cms/quote-requests/${stored!.id}/quote-preview`, {
    headers,
  })
  const { expected } = (await preview.json()) as { expected: { totalTTC: number } }
  expect(expected.totalTTC).toBe(690_200)
  const sent = await request.post(`/api/cms/quote-requests/${stored!.id}/send-quote`, {
    headers,
    data: { expected },
  })
  expect(sent.status()).toBe(200)

  // the mail, its PDF and the customer's page say what the calculator said
  const mail = await arrivedWith(email, /^Votre devis DEV-/)
  expect(plain(mail.text)).toContain('690 200 F CFA')
  const pdfText = plain(
    pageTexts(await PDFDocument.load(mail.attachments[0]!.content))
      .flat()
      .join('\n'),
  )
  for (const expectedText of ['580 000 F CFA', 'TVA (19 %)', '110 200 F CFA', '690 200 F CFA'])
    expect(pdfText).toContain(expectedText)
  // a long condition may wrap onto two lines of the PDF
  const pdfWords = pdfText.replace(/\s+/g, ' ')
  for (const condition of conditions) expect(pdfWords).toContain(condition)
  await page.goto(customerQuotePath(mail.text))
  expect(plain(await page.getByTestId('total-ttc').textContent())).toBe('690 200 F CFA')
  for (const condition of conditions) await expect(page.getByText(condition).first()).toBeVisible()
})
