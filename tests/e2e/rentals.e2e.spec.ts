// features: rentals, quotes, dashboard
import { expect, type Page, test } from '@playwright/test'

import { startSmtp } from '../../scripts/lib/smtpSink'
import { addMonths, monthOf } from '../../src/features/rentals/calendar'
import { addDays } from '../../src/lib/days'
import { companyDayAndHour } from '../../src/lib/timeZone'
import { E2E_SMTP_PORT } from '../helpers/e2eSuite'

import {
  adminHeaders,
  choose,
  customerQuotePath,
  deleteRentalMachine,
  expectAccessible,
  findDocs,
  login,
  newRentalMachine,
  openTab,
  plainSpaces,
  save,
  saveUntil,
  sendQuoteForm,
  settled,
  withGlobal,
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

/**
 * A new reservation's form, filled. A row added before the form has settled can stay a grey
 * placeholder (CI run 45): then the screen is opened afresh.
 */
async function fillReservation(page: Page, quantity: number, customer: string) {
  await expect(async () => {
    await page.goto('/admin/collections/reservations/create')
    await settled(page)
    await page.getByRole('button', { name: 'Ajouter Machine' }).click({ timeout: 5_000 })
    await expect(page.locator('#field-lines__0__equipment .rs__control')).toBeVisible({
      timeout: 15_000,
    })
  }).toPass({ timeout: 90_000 })
  await page.locator('#field-startDate').fill('2028-02-07')
  await page.locator('#field-endDate').fill('2028-02-09')
  await choose(page, 'lines.0.equipment', MACHINE)
  await page.locator('#field-lines__0__quantity').fill(String(quantity))
  await page.locator('#field-customerName').fill(customer)
}

test('une réservation se fait dans le back-office et retient les unités ; une seconde sur les mêmes jours est refusée avec les prochaines dates libres', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
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
  test.setTimeout(240_000)
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
    await expect(async () => {
      await page.goto(`/admin/collections/quote-requests/${id}`)
      await openTab(page, 'Devis', addLine)
      await settled(page)
      await addLine.click({ timeout: 5_000 })
      await expect(page.locator('#field-lines__0__machine .rs__control')).toBeVisible({
        timeout: 15_000,
      })
    }).toPass({ timeout: 90_000 })
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
    // and the planning shows it, hatched, on the two units it holds
    const planning = `/admin/planning?du=2028-03-06&semaines=2&categorie=BTP`
    await page.goto(planning)
    const held = page.locator('.bk-planning__run--option a[title^="Moussa Garba — Option"]')
    await expect(held).toHaveCount(2)
    await expect(held.first()).toHaveAttribute(
      'title',
      'Moussa Garba — Option du 6 mars 2028 au 15 mars 2028',
    )

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

    // the planning at 1440 px: confirmed now, in the fleet's own colour; a click opens it
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(planning)
    const confirmed = page.locator('.bk-planning__run--rental a[title^="Moussa Garba — Confirmée"]')
    await expect(confirmed).toHaveCount(2)
    await page.screenshot({ path: 'test-results/rentals-planning-1440.png' })
    await confirmed.first().click()
    await expect(page).toHaveURL(/\/admin\/collections\/reservations\/\d+$/)
    // on a phone, opened there (the menu closed), the planning scrolls sideways
    await page.setViewportSize({ width: 375, height: 900 })
    await page.goto(planning)
    await expect(page.locator('.bk-planning__run--rental a')).toHaveCount(2)
    await page.screenshot({ path: 'test-results/rentals-planning-375.png' })

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

test('sur un téléphone, le client choisit ses dates sur la page d’un engin, voit ce qui est libre et le prix, et demande un devis pour ces dates ; accepté, ces jours sont pris pour le suivant', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000)
  const headers = await adminHeaders(request)
  // a machine of its own, two units, so that the days free are this test's
  const name = `Compacteur ${Date.now()}`
  const machine = await newRentalMachine(request, {
    name,
    price: 100_000,
    weeklyPrice: 500_000,
    monthlyPrice: 1_800_000,
    available: 2,
  })
  // two months on: its 20th and 21st are already taken
  const month = addMonths(monthOf(companyDayAndHour(new Date()).day), 2)
  const day = (n: number) => `${month.slice(0, 8)}${String(n).padStart(2, '0')}`
  const monthName = new Intl.DateTimeFormat('fr-FR', { month: 'long', timeZone: 'UTC' }).format(
    new Date(`${month}T12:00:00Z`),
  )
  const taken = await request.post('/api/cms/reservations', {
    headers,
    data: {
      startDate: day(20),
      endDate: day(21),
      status: 'confirmed',
      customerName: 'Chantier voisin',
      lines: [{ equipment: machine.id, quantity: 2 }],
    },
  })
  expect(taken.status()).toBe(201)
  const email = `dates-${Date.now()}@example.com`
  const phone = await browser.newContext({ viewport: { width: 375, height: 800 } })
  try {
    const visitor = await phone.newPage()
    await visitor.goto(`/equipements/${machine.slug}`)
    const open = visitor.getByRole('button', { name: 'Choisir les dates' })
    await open.click()
    await expect(open).toHaveAttribute('aria-expanded', 'true')
    const calendar = visitor.getByRole('grid')
    await expect(calendar).toBeVisible()
    for (let step = 0; step < 2; step += 1)
      await visitor.getByRole('button', { name: 'Mois suivant' }).click()
    const dayButton = (n: number) => calendar.locator(`[data-day="${day(n)}"]`)
    // a day fully booked is greyed and says so; a free one says how many
    await expect(dayButton(20)).toHaveAttribute('aria-disabled', 'true')
    await expect(dayButton(20)).toHaveAttribute('aria-label', /, complet$/)
    await expect(dayButton(8)).toHaveAttribute('aria-label', /, 2 sur 2 disponibles$/)
    // the keyboard moves by days
    await dayButton(8).click()
    await visitor.keyboard.press('ArrowRight')
    await expect(dayButton(9)).toBeFocused()
    await expect(visitor.getByText('Choisissez le dernier jour (inclus).')).toBeVisible()
    // a period over the booked days is refused; the 8th to the 17th is not
    // (the 22nd is the booking's preparation day)
    await expect(dayButton(22)).toHaveAttribute('aria-disabled', 'true')
    await dayButton(23).click()
    await expect(visitor.getByText(/Pas assez d’engins libres/)).toBeVisible()
    await dayButton(17).click()
    await expect(visitor.getByText(`2 sur 2 disponibles du 8 au 17 ${monthName}`)).toBeVisible()
    await visitor.getByLabel('Nombre d’engins').fill('2')
    await expect(
      visitor.getByText('Prix pour 10 jours et 2 engins : 1 600 000 F CFA hors taxes'),
    ).toBeVisible()
    await expectAccessible(visitor, { everyImpact: true })
    await visitor.screenshot({ path: 'test-results/rentals-dates-375.png', fullPage: true })

    // « Demander un devis pour ces dates »: the form carries the machine, the dates, how many
    await visitor.getByRole('button', { name: 'Demander un devis pour ces dates' }).click()
    const form = visitor.locator('#contact form')
    await expect(form.getByLabel('Nombre d’engins')).toHaveValue('2')
    await expect(form.getByLabel('Jusqu’au (inclus, facultatif)')).toHaveValue(day(17))
    await expect(form.getByText('Estimation : 1 600 000 F CFA hors taxes')).toBeVisible()
    await sendQuoteForm(form, {
      name: 'Ibrahim Soumana',
      email,
      phone: '96 11 22 33',
      project: 'Compactage d’une piste à Maradi.',
    })
    const [asked] = await findDocs(request, 'quote-requests', 'email', email)
    expect((asked as { lines: object[] }).lines[0]).toMatchObject({
      machine: machine.id,
      quantity: 2,
      startDate: day(8),
      endDate: day(17),
      unitPrice: 800_000,
    })

    // the team sends it; the customer accepts from the mail
    const id = (asked as { id: number }).id
    expect(
      (await request.post(`/api/cms/quote-requests/${id}/send-quote`, { headers })).status(),
    ).toBe(200)
    await expect
      .poll(() => smtp.to(email).some((mail) => mail.subject?.startsWith('Votre devis')), {
        timeout: 20_000,
      })
      .toBe(true)
    const mail = smtp.to(email).find((one) => one.subject?.startsWith('Votre devis'))!
    await visitor.goto(customerQuotePath(mail.text))
    await visitor.getByLabel('Votre nom (il figurera sur l’acceptation)').fill('Ibrahim Soumana')
    await visitor.getByRole('button', { name: 'Accepter le devis' }).click()
    await expect(visitor.getByRole('status').filter({ hasText: 'Devis accepté le' })).toBeVisible()

    // the next customer finds those days taken
    const next = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const other = await next.newPage()
    await other.goto(`/equipements/${machine.slug}`)
    await other.getByRole('button', { name: 'Choisir les dates' }).click()
    for (let step = 0; step < 2; step += 1)
      await other.getByRole('button', { name: 'Mois suivant' }).click()
    await expect(other.locator(`[data-day="${day(12)}"]`)).toHaveAttribute(
      'aria-label',
      /, complet$/,
    )
    await expect(other.locator(`[data-day="${day(5)}"]`)).toHaveAttribute(
      'aria-label',
      /, 2 sur 2 disponibles$/,
    )
    await other.screenshot({ path: 'test-results/rentals-dates-1440.png' })
    await next.close()
  } finally {
    await phone.close()
    await deleteRentalMachine(request, machine.id)
  }
})

test('le calculateur aussi propose les dates d’un engin du parc, et son prix pour elles', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 900 })
  const month = addMonths(monthOf(companyDayAndHour(new Date()).day), 3)
  const day = (n: number) => `${month.slice(0, 8)}${String(n).padStart(2, '0')}`
  await withGlobal(request, 'section-quote-calculator', { isActive: true }, async () => {
    await page.goto('/#location')
    await page.getByLabel('Équipement', { exact: true }).selectOption({ label: 'Bulldozer' })
    await page.getByRole('button', { name: 'Choisir les dates' }).click()
    await expect(page.getByRole('grid')).toBeVisible()
    for (let step = 0; step < 3; step += 1)
      await page.getByRole('button', { name: 'Mois suivant' }).click()
    await page.locator(`[data-day="${day(8)}"]`).click()
    await page.locator(`[data-day="${day(10)}"]`).click()
    // three days by the day cost less than the week
    await expect(
      page.getByText('Prix pour 3 jours et 1 engin : 285 000 F CFA hors taxes'),
    ).toBeVisible()
    await page
      .locator('form', { has: page.getByRole('grid') })
      .screenshot({ path: 'test-results/rentals-calculator-dates-375.png' })
    await page.getByRole('button', { name: 'Demander un devis pour ces dates' }).click()
    const choice = page
      .getByRole('form', { name: 'Demande de devis' })
      .getByRole('group', { name: 'Votre choix' })
    await expect(choice).toContainText('Bulldozer')
    await expect(choice.getByLabel('À partir du (facultatif)')).toHaveValue(day(8))
    await expect(choice.getByLabel('Jusqu’au (inclus, facultatif)')).toHaveValue(day(10))
    await expect(choice).toContainText(/Estimation : 285\s000\sF\sCFA hors taxes/)
  })
})

test('le tableau de bord dit les départs et les retours du jour et de demain, les retards en rouge', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request)
  const machine = await newRentalMachine(request, {
    name: `Chargeuse ${Date.now()}`,
    price: 90_000,
    available: 2,
  })
  const today = companyDayAndHour(new Date()).day
  const day = (offset: number) => addDays(today, offset)
  const book = (customerName: string, startDate: string, endDate: string, status: string) =>
    request.post('/api/cms/reservations', {
      headers,
      data: { startDate, endDate, status, customerName, lines: [{ equipment: machine.id }] },
    })
  try {
    expect((await book('Départ Zinder', day(0), day(2), 'confirmed')).status()).toBe(201)
    expect((await book('Retour Agadez', day(-6), day(-2), 'out')).status()).toBe(201)
    await login(page, 'admin', '/admin')
    const departures = page.getByRole('region', { name: 'Départs d’aujourd’hui et de demain' })
    await expect(departures.getByRole('link', { name: /^Départ Zinder/ })).toBeVisible()
    await expect(departures.getByText('Aujourd’hui', { exact: true })).toBeVisible()
    const returns = page.getByRole('region', { name: 'Retours d’aujourd’hui et de demain' })
    const late = returns.locator('li', { hasText: 'Retour Agadez' }).locator('.bk-pill--late')
    await expect(late).toHaveText('En retard')
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await departures.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `test-results/rentals-dashboard-${width}.png` })
    }
  } finally {
    await deleteRentalMachine(request, machine.id)
  }
})

test('le planning déplace une réservation glissée vers d’autres jours, après confirmation ; sur des jours pris, le refus est dit en français ; il se filtre par département', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request)
  const departments = (
    (await (
      await request.get('/api/cms/departments?sort=name&limit=2&depth=0', { headers })
    ).json()) as {
      docs: { id: number; name: string }[]
    }
  ).docs
  const [own, other] = departments
  const stamp = Date.now()
  const machine = await newRentalMachine(request, {
    name: `Tractopelle planning ${stamp}`,
    price: 80_000,
    available: 1,
    department: own!.id,
  })
  const book = async (customerName: string, startDate: string, endDate: string) => {
    const answer = await request.post('/api/cms/reservations', {
      headers,
      data: {
        startDate,
        endDate,
        status: 'confirmed',
        customerName,
        lines: [{ equipment: machine.id }],
      },
    })
    expect(answer.status()).toBe(201)
    return ((await answer.json()) as { doc: { id: number } }).doc.id
  }
  const datesOf = async (id: number) => {
    const answer = await request.get(`/api/cms/reservations/${id}?depth=0`, { headers })
    const { startDate, endDate } = (await answer.json()) as { startDate: string; endDate: string }
    return [startDate, endDate]
  }
  try {
    const first = await book(`Moussa ${stamp}`, '2030-03-05', '2030-03-06')
    await book(`Zara ${stamp}`, '2030-03-12', '2030-03-13')
    await page.setViewportSize({ width: 1440, height: 900 })
    await login(page, 'admin', '/admin')
    const address = (department: number) =>
      `/admin/planning?du=2030-03-04&semaines=2&departement=${department}`
    // another department leaves the machine out
    await page.goto(address(other!.id))
    await expect(page.getByRole('heading', { name: 'Planning de location' })).toBeVisible()
    await expect(page.locator(`a[data-who="Moussa ${stamp}"]`)).toHaveCount(0)
    await page.goto(address(own!.id))
    await expect(page.getByLabel('Département')).toHaveValue(String(own!.id))
    const moussa = page.locator(`a[data-who="Moussa ${stamp}"]`)
    await expect(moussa).toBeVisible()
    // A drop before hydration falls on no handler (CI runs 66 and stop 76: the bar never came).
    await page.waitForFunction((who) => {
      const run = document.querySelector(`a[data-who="${who}"]`)
      return !!run && Object.keys(run).some((key) => key.startsWith('__reactProps'))
    }, `Moussa ${stamp}`)
    // held by its first day, dropped three days later
    const bar = page.getByRole('group', { name: 'Déplacer une réservation' })
    await expect(async () => {
      await moussa.dragTo(page.locator('th[data-day="2030-03-08"]'), {
        sourcePosition: { x: 4, y: 10 },
      })
      await expect(bar).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 30_000 })
    await expect(bar).toContainText(
      `Déplacer la réservation de Moussa ${stamp} du 5 mars 2030 au 6 mars 2030 → du 8 mars 2030 au 9 mars 2030 ?`,
    )
    await page.screenshot({ path: 'test-results/rentals-planning-move-1440.png' })
    await bar.getByRole('button', { name: 'Déplacer' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'déplacée' })).toHaveText(
      `Réservation de Moussa ${stamp} déplacée du 8 mars 2030 au 9 mars 2030.`,
    )
    expect(await datesOf(first)).toEqual(['2030-03-08', '2030-03-09'])
    await expect(page.locator('th[data-day="2030-03-08"]')).toBeVisible()
    // moved onto Zara's days (and their preparation day): refused in French, nothing moves
    await expect(async () => {
      await moussa.dragTo(page.locator('th[data-day="2030-03-11"]'), {
        sourcePosition: { x: 4, y: 10 },
      })
      await expect(bar).toContainText('→ du 11 mars 2030 au 12 mars 2030 ?', { timeout: 2_000 })
    }).toPass({ timeout: 30_000 })
    await bar.getByRole('button', { name: 'Déplacer' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Plus assez' })).toContainText(
      `Plus assez d’unités libres de « Tractopelle planning ${stamp} » du 11 mars 2030 au 12 mars 2030`,
    )
    expect(await datesOf(first)).toEqual(['2030-03-08', '2030-03-09'])
    await page.screenshot({ path: 'test-results/rentals-planning-refused-1440.png' })
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(address(own!.id))
    await expect(page.locator('.bk-planning__hint')).toBeVisible()
    await page.screenshot({ path: 'test-results/rentals-planning-hint-375.png' })
  } finally {
    await deleteRentalMachine(request, machine.id)
  }
})

test('une unité dont le compteur a passé l’intervalle de révision est signalée au planning et au tableau de bord, et se bloque pour révision d’un clic (#62)', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request)
  const stamp = Date.now()
  const machine = await newRentalMachine(request, {
    name: `Foreuse révision ${stamp}`,
    price: 120_000,
    available: 1,
    serviceIntervalHours: 100,
  })
  const [unit] = (await findDocs(request, 'equipment-units', 'equipment', String(machine.id))) as {
    id: number
    fleetNumber: string
  }[]
  const patched = await request.patch(`/api/cms/equipment-units/${unit!.id}`, {
    headers,
    data: { hourMeter: 1_150, lastServiceHours: 1_000 },
  })
  expect(patched.status()).toBe(200)
  try {
    await page.setViewportSize({ width: 1440, height: 900 })
    await login(page, 'admin', '/admin')
    const dashboard = page.getByRole('region', { name: 'Révisions à prévoir' })
    await expect(
      dashboard.getByRole('link', { name: new RegExp(`^${unit!.fleetNumber} — `) }),
    ).toContainText('150 h depuis la dernière révision (toutes les 100 h)')
    const today = companyDayAndHour(new Date()).day
    await page.goto(`/admin/planning?du=${today}&semaines=2`)
    const row = page.locator('tbody tr', { hasText: unit!.fleetNumber })
    await expect(row.locator('.bk-planning__service')).toHaveText(
      'Révision due : 150 h depuis la dernière (toutes les 100 h)',
    )
    await row.scrollIntoViewIfNeeded()
    await page.screenshot({ path: 'test-results/rentals-service-1440.png' })
    await row.getByRole('button', { name: `Bloquer ${unit!.fleetNumber} pour révision` }).click()
    await expect(
      page.getByText(`Révision de ${unit!.fleetNumber} bloquée aujourd’hui`),
    ).toBeVisible()
    // planned: the row says when, the button is gone
    await expect(row.getByText(/^Révision prévue le /)).toBeVisible()
    await expect(row.getByRole('button', { name: /pour révision$/ })).toHaveCount(0)
    await expect(row.locator('.bk-planning__run--block span[title]').first()).toHaveAttribute(
      'title',
      /^Maintenance : Révision \(1\s150 h\)$/,
    )
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(`/admin/planning?du=${today}&semaines=2`)
    await expect(row.locator('.bk-planning__service').first()).toBeVisible()
    await row.scrollIntoViewIfNeeded()
    await page.screenshot({ path: 'test-results/rentals-service-375.png' })
  } finally {
    await deleteRentalMachine(request, machine.id)
  }
})

test('Statistiques dit l’utilisation du parc sur une période, par machine et par unité, et l’exporte en CSV (#62)', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request)
  const stamp = Date.now()
  const machine = await newRentalMachine(request, {
    name: `Niveleuse statistiques ${stamp}`,
    price: 150_000,
    available: 1,
  })
  try {
    const booked = await request.post('/api/cms/reservations', {
      headers,
      data: {
        startDate: '2031-03-03',
        endDate: '2031-03-07',
        status: 'confirmed',
        customerName: `Société Statistiques ${stamp}`,
        lines: [{ equipment: machine.id }],
      },
    })
    expect(booked.status()).toBe(201)
    await page.setViewportSize({ width: 1440, height: 900 })
    await login(page, 'admin', '/admin/analytics?du=2031-03-01&au=2031-03-10')
    const section = page.getByRole('region', { name: 'Utilisation du parc de location' })
    const row = section.getByRole('row', { name: new RegExp(`^Niveleuse statistiques ${stamp}`) })
    // five days of ten: 50 %, one rental of five days at 150 000 a day
    await expect(row.getByRole('cell')).toHaveText([
      '5',
      '10',
      '50 %',
      '1',
      '5',
      '750 000 F CFA',
      '0',
    ])
    await expect(section.getByText(`Société Statistiques ${stamp}`)).toBeVisible()
    await row.scrollIntoViewIfNeeded()
    await page.screenshot({ path: 'test-results/rentals-utilisation-1440.png' })
    const csv = await request.get(`/api/admin/rentals/utilisation?from=2031-03-01&to=2031-03-10`, {
      headers,
    })
    expect(csv.status()).toBe(200)
    expect(await csv.text()).toContain(
      `"Niveleuse statistiques ${stamp}";"";"5";"10";"50";"1";"5";"750000";"0"`,
    )
    await expect(section.getByRole('link', { name: 'Exporter en CSV' })).toHaveAttribute(
      'href',
      '/api/admin/rentals/utilisation?from=2031-03-01&to=2031-03-10',
    )
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/admin/analytics?du=2031-03-01&au=2031-03-10')
    await section.scrollIntoViewIfNeeded()
    await page.screenshot({ path: 'test-results/rentals-utilisation-375.png' })
  } finally {
    await deleteRentalMachine(request, machine.id)
  }
})
