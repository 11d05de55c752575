import { expect, type Page, test } from '@playwright/test'

import { startSmtp } from '../../scripts/lib/smtpSink'
import { E2E_SMTP_PORT } from '../helpers/e2eSuite'

import {
  adminHeaders,
  choose,
  customerQuotePath,
  findDocs,
  login,
  openTab,
  plainSpaces,
  save,
  saveUntil,
} from './support'

/**
 * Rentals by date in the back office (#61): a machine's units in its screen, a reservation made
 * with the browser's date inputs that holds units, a second one on the same days refused in
 * French with the next free dates, and the public availability that follows.
 */
const MACHINE = 'Pelle hydraulique CAT 320'

let smtp: Awaited<ReturnType<typeof startSmtp>>
test.beforeAll(async () => {
  smtp = await startSmtp(E2E_SMTP_PORT)
})
test.afterAll(async () => {
  await smtp.close()
})

async function fillReservation(page: Page, quantity: number, customer: string) {
  await page.goto('/admin/collections/reservations/create')
  await page.locator('#field-startDate').fill('2028-02-07')
  await page.locator('#field-endDate').fill('2028-02-09')
  await page.getByRole('button', { name: 'Ajouter Machine' }).click()
  await choose(page, 'lines.0.equipment', MACHINE)
  await page.locator('#field-lines__0__quantity').fill(String(quantity))
  await page.locator('#field-customerName').fill(customer)
}

test('une réservation se fait dans le back-office et retient les unités ; une seconde sur les mêmes jours est refusée avec les prochaines dates libres', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const headers = await adminHeaders(request)
  const [machine] = await findDocs(request, 'equipment', 'name', MACHINE)
  const made: number[] = []
  try {
    // the machine's screen lists its units, named by the fleet
    await login(page, 'admin', `/admin/collections/equipment/${machine!.id}`)
    const fleet = page.locator('.relationship-table')
    await expect(fleet).toContainText(`PARC-${machine!.id}-01`)
    await expect(fleet).toContainText(`PARC-${machine!.id}-03`)
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await fleet.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `test-results/rentals-machine-units-${width}.png` })
    }

    // every unit for three days
    await page.setViewportSize({ width: 1440, height: 900 })
    await fillReservation(page, 3, 'Entreprise Garba')
    // saved, the units it holds are shown in its line
    const units = page.locator('#field-lines__0__units')
    await saveUntil(page, units.getByText(`PARC-${machine!.id}-02`))
    await expect(page).toHaveURL(/\/admin\/collections\/reservations\/\d+/)
    made.push(Number(/reservations\/(\d+)/.exec(page.url())![1]))
    await expect(units).toContainText(`PARC-${machine!.id}-01`)
    await expect(units).toContainText(`PARC-${machine!.id}-03`)
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({
        path: `test-results/rentals-reservation-${width}.png`,
        fullPage: true,
      })
    }

    // a second customer on the same days: refused before anything is written
    await page.setViewportSize({ width: 375, height: 900 })
    await fillReservation(page, 1, 'Société Issoufou')
    const refusal = page.locator('[data-sonner-toast][data-type="error"]')
    await saveUntil(page, refusal.first())
    await expect(refusal.first()).toContainText(
      `Plus assez d’unités libres de « ${MACHINE} » du 7 février 2028 au 9 février 2028, préparation comprise : 0 libre pour 1 demandée. Prochaines dates libres : du 11 février 2028 au 13 février 2028.`,
    )
    await page.screenshot({ path: 'test-results/rentals-refused-375.png' })
    expect(await findDocs(request, 'reservations', 'customerName', 'Société Issoufou')).toEqual([])

    // the public availability, preparation day included
    const slug = (machine as { slug: string }).slug
    const answer = await request.get(
      `/api/equipment/${slug}/availability?from=2028-02-06&to=2028-02-11`,
    )
    expect(answer.status()).toBe(200)
    const { data } = (await answer.json()) as { data: { days: { free: number }[] } }
    expect(data.days.map((day) => day.free)).toEqual([3, 0, 0, 0, 0, 3])
  } finally {
    for (const id of made) await request.delete(`/api/cms/reservations/${id}`, { headers })
  }
})

test('une ligne de location datée : le prix de la période, une option posée à l’envoi du devis, confirmée quand le client accepte sur son téléphone', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(150_000)
  const headers = await adminHeaders(request)
  const [machine] = await findDocs(request, 'equipment', 'name', MACHINE)
  const email = `location-${Date.now()}@example.com`
  const asked = await request.post('/api/quote-requests', {
    data: {
      name: 'Moussa Garba',
      email,
      phone: '96 00 00 00',
      subject: 'Location de pelles',
      message: 'Deux pelles pendant dix jours à Dosso.',
    },
  })
  expect(asked.status()).toBe(201)
  const { reference } = ((await asked.json()) as { data: { reference: string } }).data
  const id = Number(reference.slice(4))
  try {
    // the team writes a rental line: a machine, two of them, ten days
    await login(page, 'admin', `/admin/collections/quote-requests/${id}`)
    const addLine = page.getByRole('button', { name: 'Ajouter Ligne' })
    await openTab(page, 'Devis', addLine)
    await addLine.click()
    await choose(page, 'lines.0.machine', MACHINE)
    await page.locator('#field-lines__0__quantity').fill('2')
    await page.locator('#field-lines__0__startDate').fill('2028-03-06')
    await page.locator('#field-lines__0__endDate').fill('2028-03-15')
    await save(page)
    // priced for the period: a week and three days (500 000 + 3 × 85 000) for each machine
    await expect(page.locator('#field-lines__0__unitPrice')).toHaveValue('755000')
    await expect(page.locator('#field-amount')).toHaveValue('1510000')
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await page.locator('#field-lines__0__startDate').scrollIntoViewIfNeeded()
      await page.screenshot({ path: `test-results/rentals-quote-line-${width}.png` })
    }

    // sent after its preview: the option holds two units for the days and the day after
    await page.getByRole('button', { name: 'Envoyer le devis' }).click()
    const preview = page.getByRole('dialog', { name: 'Aperçu avant envoi' })
    await preview.getByRole('button', { name: 'Confirmer l’envoi' }).click()
    await expect(page.getByText(`Devis ${reference} envoyé à ${email}`)).toBeVisible()
    const [option] = await findDocs(request, 'reservations', 'quoteRequest', String(id))
    expect(option).toMatchObject({ status: 'option', startDate: '2028-03-06' })
    const free = async () => {
      const answer = await request.get(
        `/api/equipment/${(machine as { slug: string }).slug}/availability?from=2028-03-05&to=2028-03-17`,
      )
      const { data } = (await answer.json()) as { data: { days: { free: number }[] } }
      return data.days.map((day) => day.free)
    }
    expect(await free()).toEqual([3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3])
    // the request lists it
    await page.reload()
    await openTab(page, 'Devis', page.locator('.relationship-table'))
    await expect(page.locator('.relationship-table')).toContainText('Option')

    // the customer opens the mail's link on a 375 px phone and accepts
    await expect
      .poll(() => smtp.to(email).some((mail) => mail.subject?.startsWith('Votre devis')), {
        timeout: 20_000,
      })
      .toBe(true)
    const mail = smtp.to(email).find((one) => one.subject?.startsWith('Votre devis'))!
    const phone = await browser.newContext({ viewport: { width: 375, height: 800 } })
    const visitor = await phone.newPage()
    await visitor.goto(customerQuotePath(mail.text, reference))
    await expect(
      visitor.getByText(`${MACHINE} — location du 6 mars 2028 au 15 mars 2028 (10 jours)`),
    ).toBeVisible()
    expect(plainSpaces(await visitor.getByText('2 engins ×').textContent())).toBe(
      '2 engins × 755 000 F CFA',
    )
    await visitor.screenshot({
      path: 'test-results/rentals-quote-customer-375.png',
      fullPage: true,
    })
    await visitor.getByLabel('Votre nom (il figurera sur l’acceptation)').fill('Moussa Garba')
    await visitor.getByRole('button', { name: 'Accepter le devis' }).click()
    await expect(visitor.getByRole('status').filter({ hasText: 'Devis accepté le' })).toBeVisible()
    await phone.close()

    // confirmed with its units; another customer finds one machine left on those days
    await expect
      .poll(
        async () =>
          (await findDocs(request, 'reservations', 'quoteRequest', String(id)))[0]?.status,
      )
      .toBe('confirmed')
    expect(await free()).toEqual([3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3])
  } finally {
    for (const reservation of await findDocs(request, 'reservations', 'quoteRequest', String(id)))
      await request.delete(`/api/cms/reservations/${reservation.id}`, { headers })
  }
})
