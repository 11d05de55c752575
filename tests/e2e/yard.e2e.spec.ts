// features: yard
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'

import { startSmtp } from '../../scripts/lib/smtpSink'
import { addDays } from '../../src/lib/days'
import { companyDayAndHour } from '../../src/lib/timeZone'
import { E2E_SMTP_PORT } from '../helpers/e2eSuite'
import { pageTexts } from '../helpers/pdfText'

import { adminHeaders, login, newRentalMachine, plainSpaces } from './support'

/**
 * The yard on a phone (#62): a check-out with three photos and a signature made without a
 * network, sent once when it returns, its delivery note mailed; then a day-late return with a
 * damage, priced, its return note mailed. Each screen's first load stays under 150 KB (2G).
 */
const PHONE = { width: 375, height: 812 }
const FIRST_LOAD_MAX_BYTES = 150 * 1024

// the yard's screens are kept by the site's service worker (playwright.config.ts blocks it elsewhere)
test.use({ serviceWorkers: 'allow' })

let smtp: Awaited<ReturnType<typeof startSmtp>>
test.beforeAll(async () => {
  smtp = await startSmtp(E2E_SMTP_PORT)
})
test.afterAll(async () => {
  await smtp.close()
})

const today = () => companyDayAndHour(new Date()).day

/** A confirmed reservation of `machine` from `first` days from today to `last`. */
async function confirmedReservation(
  request: APIRequestContext,
  machine: number,
  email: string,
  [first, last]: [number, number],
) {
  const created = await request.post('/api/cms/reservations', {
    headers: await adminHeaders(request),
    data: {
      startDate: addDays(today(), first),
      endDate: addDays(today(), last),
      status: 'confirmed',
      customerName: 'Entreprise Garba',
      customerEmail: email,
      lines: [{ equipment: machine, quantity: 1 }],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  return ((await created.json()) as { doc: { id: number } }).doc.id
}

/**
 * A machine of the yard's tests, never on the public site: its reservations, once handed over,
 * are kept for good (and so is the machine), and the site's lists count the seed's machines.
 */
const yardMachine = (request: APIRequestContext, data: Parameters<typeof newRentalMachine>[1]) =>
  newRentalMachine(request, { ...data, isActive: false, _status: 'draft' })

/** Bytes the page's first load took from the network (compressed), without any cache. */
async function firstLoadBytes(page: Page, path: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  let bytes = 0
  cdp.on('Network.loadingFinished', ({ encodedDataLength }) => {
    bytes += encodedDataLength
  })
  await page.goto(path, { waitUntil: 'networkidle' })
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false })
  await cdp.detach()
  return bytes
}

/** Waits until the service worker keeps `path` (a yard screen) on the phone. */
const keptOnPhone = (page: Page, path: string) =>
  expect
    .poll(
      () =>
        page.evaluate(async (wanted) => {
          for (const name of await caches.keys())
            if (name.startsWith('parc-') && (await (await caches.open(name)).match(wanted)))
              return true
          return false
        }, path),
      { timeout: 30_000 },
    )
    .toBe(true)

/**
 * Waits until the sheet is React's: what is typed before hydration is lost (CI run 61: a meter,
 * a fuel level and a name filled while the page loaded under load, all empty at « Enregistrer »).
 */
const sheetReady = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll('button')].some(
      (button) =>
        /^Enregistrer (la sortie|le retour)$/.test(button.textContent?.trim() ?? '') &&
        Object.keys(button).some((key) => key.startsWith('__reactProps')),
    ),
  )

async function sign(page: Page) {
  const pad = page.getByRole('img', { name: 'Signature' })
  await pad.scrollIntoViewIfNeeded()
  const box = (await pad.boundingBox())!
  await page.mouse.move(box.x + 30, box.y + 120)
  await page.mouse.down()
  for (const [x, y] of [
    [80, 40],
    [140, 130],
    [200, 50],
    [260, 110],
  ])
    await page.mouse.move(box.x + x!, box.y + y!, { steps: 5 })
  await page.mouse.up()
}

const photo = async (colour: string, name: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } })
    .jpeg()
    .toBuffer(),
})

async function handovers(request: APIRequestContext, reservation: number) {
  const response = await request.get(
    `/api/cms/handovers?where[reservation][equals]=${reservation}&depth=0&sort=recordedAt`,
    { headers: await adminHeaders(request) },
  )
  return (
    (await response.json()) as {
      docs: { kind: string; photos: number[]; signature: number; total: number | null }[]
    }
  ).docs
}

const noteText = async (mail: { attachments: { content: Buffer }[] }) =>
  plainSpaces(
    pageTexts(await PDFDocument.load(new Uint8Array(mail.attachments[0]!.content)))
      .flat()
      .join('\n'),
  )

test('a check-out opened and made without a network, sent once when it returns, its note mailed (#62)', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(180_000)
  const stamp = Date.now()
  const machine = await yardMachine(request, {
    name: `Niveleuse parc ${stamp}`,
    price: 100_000,
    available: 1,
  })
  const email = `parc-${stamp}@example.test`
  const reservation = await confirmedReservation(request, machine.id, email, [0, 1])

  // the morning's list, opened with the network: the day's reservations are kept on the phone
  await page.setViewportSize(PHONE)
  await login(page, 'admin', '/parc')
  const listed = page
    .getByRole('region', { name: 'Sorties d’aujourd’hui et de demain' })
    .getByRole('link', { name: new RegExp(`n° ${reservation} `) })
  await expect(listed).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('parc-375.png'), fullPage: true })
  await keptOnPhone(page, `/parc/${reservation}`)

  // in the yard, no signal: the reservation opens from the phone and its sheet is filled
  await context.setOffline(true)
  await listed.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Sortie · n° ${reservation}`)
  await sheetReady(page)
  await page.getByLabel('Compteur (h)').fill('1520')
  await page.getByRole('radiogroup').getByText('3/4').click()
  await page.getByRole('checkbox', { name: 'Propreté' }).uncheck()
  await page.getByLabel('Remarque : Propreté').fill('Cabine poussiéreuse')
  await page.getByLabel('Accessoires remis').fill('Lame de 3,7 m, clé de contact')
  await page
    .locator('input[type=file]')
    .setInputFiles([
      await photo('#884422', 'avant.jpg'),
      await photo('#226688', 'cote.jpg'),
      await photo('#558822', 'arriere.jpg'),
    ])
  await expect(page.getByRole('img', { name: /^Photo \d$/ })).toHaveCount(3)
  await page.getByLabel('Nom de la personne qui reçoit le matériel').fill('Moussa Issa')
  await sign(page)
  await page.screenshot({ path: testInfo.outputPath('sortie-375.png'), fullPage: true })
  await page.getByRole('button', { name: 'Enregistrer la sortie' }).click()
  await expect(page.getByText('Fiche gardée sur ce téléphone.')).toBeVisible()
  await expect(page.getByText('1 fiche sur ce téléphone')).toBeVisible()
  expect(await handovers(request, reservation)).toHaveLength(0)

  // the network comes back: sent once, the delivery note mailed
  await context.setOffline(false)
  await expect(page.getByText('Sortie enregistrée : le bon de sortie part au client.')).toBeVisible(
    { timeout: 30_000 },
  )
  await expect(page.getByText('1 fiche sur ce téléphone')).toHaveCount(0)
  const [out] = await handovers(request, reservation)
  expect(out).toMatchObject({ kind: 'out' })
  expect(out!.photos).toHaveLength(3)
  expect(out!.signature).toBeTruthy()
  await expect.poll(() => smtp.to(email).length, { timeout: 30_000 }).toBe(1)
  const delivery = await noteText(smtp.to(email)[0]!)
  for (const words of [
    'Bon de sortie',
    'Entreprise Garba',
    '1 520',
    'Moussa Issa',
    'Cabine poussiéreuse',
    'Photos (3)',
  ])
    expect(delivery).toContain(words)

  // signed out: the phone keeps no copy of the team's screens
  await keptOnPhone(page, '/parc')
  await page.goto('/admin/logout')
  await expect(page).toHaveURL(/\/admin\/login/)
  await expect
    .poll(() =>
      page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('parc-'))),
    )
    .toEqual([])
})

test('a return a day late with a damage, priced at the machine’s rate, its note mailed (#62)', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000)
  const stamp = Date.now()
  const machine = await yardMachine(request, {
    name: `Chargeuse retour ${stamp}`,
    price: 100_000,
    available: 1,
  })
  const email = `retour-${stamp}@example.test`
  const reservation = await confirmedReservation(request, machine.id, email, [-3, -1])

  await page.setViewportSize(PHONE)
  await login(page, 'admin', '/parc')
  // a reservation whose days are past opens by its number
  await page.getByLabel('Ouvrir la réservation n°').fill(String(reservation))
  await page.getByRole('button', { name: 'Ouvrir' }).click()
  await expect(page).toHaveURL(new RegExp(`/parc/${reservation}$`))
  await sheetReady(page)
  await page.getByLabel('Compteur (h)').fill('1520')
  await page.getByRole('radiogroup').getByText('Plein').click()
  await page.getByLabel('Nom de la personne qui reçoit le matériel').fill('Moussa Issa')
  await sign(page)
  await page.getByRole('button', { name: 'Enregistrer la sortie' }).click()
  await expect(page.getByText('Sortie enregistrée')).toBeVisible({ timeout: 30_000 })

  // late: listed in red on the yard's day
  await page.goto('/parc')
  await page
    .getByRole('region', { name: 'Retours en retard' })
    .getByRole('link', { name: new RegExp(`n° ${reservation} `) })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Retour · n° ${reservation}`)
  await sheetReady(page)
  await page.getByLabel('Compteur (h)').fill('1500')
  await page.getByRole('radiogroup').getByText('1/2').click()
  await page.getByLabel('Nom de la personne qui rend le matériel').fill('Moussa Issa')
  await sign(page)
  await page.getByRole('button', { name: 'Enregistrer le retour' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'compteur' })).toHaveText(
    /Le compteur de .+ ne peut pas être sous 1520 h\./,
  )
  await page.getByLabel('Compteur (h)').fill('1544')
  await page.getByRole('button', { name: 'Ajouter un dégât' }).click()
  await page.getByLabel('Dégât 1', { exact: true }).fill('Rétroviseur gauche cassé')
  await page.getByLabel('Montant du dégât 1 (FCFA)').fill('25000')
  await page.screenshot({ path: testInfo.outputPath('retour-375.png'), fullPage: true })
  await page.getByRole('button', { name: 'Enregistrer le retour' }).click()
  await expect(page.getByText('Retour enregistré : le bon de retour part au client.')).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByText('Total à régler')).toContainText('125')
  const back = (await handovers(request, reservation))[1]!
  expect(back).toMatchObject({ kind: 'return', total: 125_000 })
  await expect.poll(() => smtp.to(email).length, { timeout: 30_000 }).toBe(2)
  const returned = await noteText(smtp.to(email)[1]!)
  for (const words of ['Bon de retour', 'Retard de 1 jour', 'Rétroviseur gauche cassé', '125 000'])
    expect(returned).toContain(words)

  // nothing left to do at the yard for it
  await page.goto(`/parc/${reservation}`)
  await expect(page.getByText('Rien à faire au parc')).toBeVisible()
})

test('the yard’s screens load in under 150 KB each, and ask a stranger to sign in (#62)', async ({
  browser,
  request,
}, testInfo) => {
  const stamp = Date.now()
  const machine = await yardMachine(request, {
    name: `Compacteur poids ${stamp}`,
    price: 60_000,
    available: 1,
  })
  const reservation = await confirmedReservation(
    request,
    machine.id,
    `poids-${stamp}@example.test`,
    [1, 2],
  )
  // a phone's first visit: nothing kept by a worker or the browser
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: PHONE })
  const page = await context.newPage()
  await login(page, 'admin', '/parc')
  for (const path of ['/parc', `/parc/${reservation}`]) {
    const bytes = await firstLoadBytes(page, path)
    expect(bytes, `${path} : ${bytes} octets`).toBeLessThanOrEqual(FIRST_LOAD_MAX_BYTES)
  }
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.screenshot({ path: testInfo.outputPath('sortie-1440.png'), fullPage: true })
  await page.goto('/parc')
  await page.screenshot({ path: testInfo.outputPath('parc-1440.png'), fullPage: true })

  // a number no reservation has: a 404 in the yard's words
  const nowhere = await page.goto('/parc/999999999')
  expect(nowhere!.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Réservation introuvable' })).toBeVisible()
  await context.close()

  const stranger = await browser.newPage()
  await stranger.goto(`/parc/${reservation}`)
  await expect(stranger).toHaveURL(/\/admin\/login\?redirect=%2Fparc%2F\d+/)
  await stranger.close()
})

test('the deposit on a reservation’s screen: received by mobile money with its reference, its receipt mailed (#62)', async ({
  page,
  request,
}, testInfo) => {
  const stamp = Date.now()
  const machine = await yardMachine(request, {
    name: `Grue caution ${stamp}`,
    price: 150_000,
    available: 1,
    deposit: 200_000,
  })
  const email = `caution-${stamp}@example.test`
  const reservation = await confirmedReservation(request, machine.id, email, [2, 3])
  await page.setViewportSize({ width: 1440, height: 900 })
  await login(page, 'admin', `/admin/collections/reservations/${reservation}`)
  const panel = page.getByRole('region', { name: 'Caution' })
  await expect(panel.getByText('Demandée')).toBeVisible()
  await expect
    .poll(async () => plainSpaces(await panel.locator('dd').first().textContent()))
    .toBe('200 000 F CFA')
  await expect(panel.getByLabel('Montant (FCFA)')).toHaveValue('200000')
  await panel.getByLabel('Moyen').selectOption({ label: 'Mobile money' })
  await panel.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(page.getByText('Indiquez la référence (mobile money).')).toBeVisible()
  await panel.getByLabel('Référence').fill('MP-778-2026')
  await panel.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(page.getByText('Caution reçue enregistrée : le reçu part au client.')).toBeVisible()
  await expect(panel.getByRole('listitem')).toContainText('MP-778-2026')
  await expect(panel.getByRole('link', { name: 'Reçu (PDF)' })).toBeVisible()
  await panel.scrollIntoViewIfNeeded()
  await page.screenshot({ path: testInfo.outputPath('caution-1440.png'), fullPage: true })

  await expect.poll(() => smtp.to(email).length, { timeout: 30_000 }).toBe(1)
  const receipt = await noteText(smtp.to(email)[0]!)
  for (const words of ['Reçu de caution', '200 000', 'Mobile money', 'MP-778-2026'])
    expect(receipt).toContain(words)

  await page.setViewportSize(PHONE)
  await page.goto(`/admin/collections/reservations/${reservation}`)
  await expect(panel.getByRole('listitem')).toContainText('MP-778-2026')
  await panel.scrollIntoViewIfNeeded()
  await page.screenshot({ path: testInfo.outputPath('caution-375.png') })
})
