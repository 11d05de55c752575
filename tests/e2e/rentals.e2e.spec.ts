import { expect, type Page, test } from '@playwright/test'

import { adminHeaders, choose, findDocs, login, saveUntil } from './support'

/**
 * Rentals by date in the back office (#61): a machine's units in its screen, a reservation made
 * with the browser's date inputs that holds units, a second one on the same days refused in
 * French with the next free dates, and the public availability that follows.
 */
const MACHINE = 'Pelle hydraulique CAT 320'

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
