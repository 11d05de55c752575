// features: contracts
import { createHash } from 'node:crypto'

import { expect, test } from '@playwright/test'
import { PDFDocument } from 'pdf-lib'

import { startSmtp } from '../../scripts/lib/smtpSink'
import { E2E_SMTP_PORT } from '../helpers/e2eSuite'
import { pageTexts } from '../helpers/pdfText'

import { adminHeaders, customerQuotePath, login, newRentalMachine, settled } from './support'

/**
 * The rental contract (#62) end to end: the team prepares it on the reservation's screen, the
 * customer reads it on a 375 px phone and signs it with the code received by mail; the signed
 * PDF holds the pages accepted and the evidence page with the SHA-256 the page showed.
 */
let smtp: Awaited<ReturnType<typeof startSmtp>>
test.beforeAll(async () => {
  smtp = await startSmtp(E2E_SMTP_PORT)
})
test.afterAll(async () => {
  await smtp.close()
})

const mailTo = async (email: string, subject: RegExp) => {
  await expect
    .poll(() => smtp.to(email).some((mail) => subject.test(mail.subject ?? '')), {
      timeout: 20_000,
    })
    .toBe(true)
  return smtp.to(email).findLast((mail) => subject.test(mail.subject ?? ''))!
}

test('the customer signs the rental contract on a phone with the code mailed; the signed PDF carries its evidence (#62)', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const headers = await adminHeaders(request)
  const stamp = Date.now()
  const machine = await newRentalMachine(request, {
    name: `Chargeuse contrat ${stamp}`,
    price: 150_000,
    available: 1,
  })
  const email = `contrat-${stamp}@example.test`
  try {
    // the customer's request, priced, sent and accepted: a confirmed reservation
    const asked = await request.post('/api/quote-requests', {
      data: { name: 'Aïcha Mahamadou', email, phone: '96 12 34 56', message: 'Une chargeuse.' },
    })
    expect(asked.status()).toBe(201)
    const { reference } = ((await asked.json()) as { data: { reference: string } }).data
    const id = Number(reference.slice(4))
    const line = {
      machine: machine.id,
      quantity: 1,
      startDate: '2032-04-05',
      endDate: '2032-04-07',
    }
    const priced = await request.patch(`/api/cms/quote-requests/${id}`, {
      headers,
      data: { lines: [line], stage: 'qualified' },
    })
    expect(priced.status()).toBe(200)
    expect(
      (await request.post(`/api/cms/quote-requests/${id}/send-quote`, { headers })).status(),
    ).toBe(200)
    const quotePath = customerQuotePath((await mailTo(email, /^Votre devis/)).text, reference)
    const token = new URL(quotePath, 'http://x').searchParams.get('t')
    const accepted = await request.post(`/api/quotes/${reference}/accept`, {
      data: { token, name: 'Aïcha Mahamadou' },
    })
    expect(accepted.status()).toBe(200)
    const reservations = await request.get(
      `/api/cms/reservations?where[quoteRequest][equals]=${id}&depth=0`,
      { headers },
    )
    const [reservation] = ((await reservations.json()) as { docs: { id: number }[] }).docs

    // the team prepares the contract on the reservation's screen
    await page.setViewportSize({ width: 1440, height: 900 })
    await login(page, 'admin', `/admin/collections/reservations/${reservation!.id}`)
    const panel = page.locator('.bk-contract')
    await panel.getByRole('button', { name: 'Préparer le contrat' }).click()
    await expect(page.getByText(/^Version 1 du contrat préparée/)).toBeVisible()
    await expect(panel).toContainText('pas encore signée')
    await panel.scrollIntoViewIfNeeded()
    await page.screenshot({ path: 'test-results/contract-panel-1440.png' })

    // the customer, from the mail, on a phone: reads, ticks, asks the code, types it, signs
    const ready = await mailTo(email, /à signer/)
    const phone = await browser.newContext({ viewport: { width: 375, height: 812 } })
    const customer = await phone.newPage()
    await customer.goto(customerQuotePath(ready.text, reference))
    const section = customer.getByRole('region', { name: 'Contrat de location' })
    await expect(section).toContainText(`Contrat de location LOC-${reservation!.id}, version 1`)
    const shown = (await section.getByTestId('contract-sha256').textContent())!.trim()
    const original = await request.get(
      (await section.getByRole('link', { name: 'Lire le contrat (PDF)' }).getAttribute('href'))!,
    )
    expect(original.status()).toBe(200)
    expect(
      createHash('sha256')
        .update(await original.body())
        .digest('hex'),
    ).toBe(shown)
    await section
      .getByLabel('J’ai lu le contrat de location ci-dessus et j’en accepte les conditions.')
      .check()
    await expect(
      section.getByLabel('Votre nom (il figurera sur la preuve d’acceptation)'),
    ).toHaveValue('Aïcha Mahamadou')
    await section.getByRole('button', { name: 'Recevoir le code par email' }).click()
    await expect(section.getByRole('status')).toContainText(
      'Un code à 6 chiffres vient d’être envoyé à c•••@example.test',
    )
    await customer.screenshot({ path: 'test-results/contract-code-375.png', fullPage: true })
    const code = /\b(\d{6})\b/.exec((await mailTo(email, /code de signature/)).text ?? '')![1]!
    await section.getByLabel('Code reçu par email').fill(code)
    await section.getByRole('button', { name: 'Signer le contrat' }).click()
    await expect(section.getByRole('status')).toContainText(
      /^Contrat signé le .+ par Aïcha Mahamadou\.$/,
    )
    await customer.screenshot({ path: 'test-results/contract-signed-375.png', fullPage: true })
    await customer.setViewportSize({ width: 1440, height: 900 })
    await section.scrollIntoViewIfNeeded()
    await customer.screenshot({ path: 'test-results/contract-signed-1440.png' })

    // the signed PDF: the pages accepted, then the evidence with the SHA-256 the page showed
    const signed = await request.get(
      (await section
        .getByRole('link', { name: 'Télécharger le contrat signé (PDF)' })
        .getAttribute('href'))!,
    )
    expect(signed.status()).toBe(200)
    const pages = pageTexts(await PDFDocument.load(await signed.body())).map((lines) =>
      lines.join('\n'),
    )
    expect(pages.at(-1)).toContain('Preuve d’acceptation électronique')
    expect(pages.at(-1)).toContain(shown)
    expect(pages.at(-1)).toContain('Aïcha Mahamadou')
    expect(pages[0]).toContain(`Chargeuse contrat ${stamp}`)
    // and mailed to the customer
    expect((await mailTo(email, /signé/)).attachments).toHaveLength(1)

    // two more days asked from the phone, free: the team accepts, a version 2 waits to be signed
    await customer.setViewportSize({ width: 375, height: 812 })
    await customer.getByLabel('Garder les engins jusqu’au (inclus)').fill('2032-04-09')
    await customer.getByRole('button', { name: 'Demander la prolongation' }).click()
    await expect(customer.getByText('Prolongation jusqu’au 9 avril 2032 demandée')).toBeVisible()
    await customer.getByText('Prolonger la location').scrollIntoViewIfNeeded()
    await customer.screenshot({ path: 'test-results/contract-extension-asked-375.png' })
    await page.reload()
    await settled(page)
    await expect(panel).toContainText('Les mêmes unités sont libres jusqu’au jour demandé.')
    await panel
      .getByRole('button', { name: 'Accepter jusqu’au 9 avril 2032' })
      .scrollIntoViewIfNeeded()
    await page.screenshot({ path: 'test-results/contract-extension-1440.png' })
    await panel.getByRole('button', { name: 'Accepter jusqu’au 9 avril 2032' }).click()
    await expect(page.getByText(/^Prolongation : acceptée, version 2 du contrat/)).toBeVisible()
    await mailTo(email, /^Prolongation de votre location/)
    await customer.reload()
    await expect(section).toContainText(`Contrat de location LOC-${reservation!.id}, version 2`)
    await expect(section).toContainText('du 5 avril 2032 au 9 avril 2032')
    await expect(customer.getByText('Location prolongée jusqu’au 9 avril 2032')).toBeVisible()
    await expect(section.getByRole('button', { name: 'Recevoir le code par email' })).toBeVisible()
    await customer.screenshot({ path: 'test-results/contract-extended-375.png', fullPage: true })
    await phone.close()

    // the team's panel: version 1 signed, version 2 waiting
    await page.reload()
    await settled(page)
    await expect(panel).toContainText(/Version 1 · .+ signée le .+ par Aïcha Mahamadou/)
    await expect(panel).toContainText(/Version 2 · .+ pas encore signée/)
    await expect(panel.getByRole('link', { name: 'PDF signé avec sa preuve' })).toBeVisible()
    await page.setViewportSize({ width: 375, height: 812 })
    await panel.scrollIntoViewIfNeeded()
    await page.screenshot({ path: 'test-results/contract-panel-375.png' })
  } finally {
    // a contract keeps its reservation and machine for good: the machine leaves the site
    await request.patch(`/api/cms/equipment/${machine.id}`, {
      headers,
      data: { isActive: false, _status: 'draft' },
    })
  }
})
