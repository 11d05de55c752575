import { expect, type Page, test } from '@playwright/test'

import { withGlobal } from './support'

/** fr-FR groups thousands with narrow no-break spaces: the tests write plain ones. */
const plain = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ').trim()

const conditionsOf = async (page: Page) =>
  (
    await page
      .getByRole('region', { name: 'Conditions de location' })
      .getByRole('listitem')
      .allTextContents()
  ).map(plain)

for (const width of [375, 1440])
  test(`à ${width} px, la page d’un engin et le calculateur disent le même prix et les mêmes conditions (#59)`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/equipements/bulldozer-cat-d6')
    // the day, the week and the month at the machine's own rates, not its days
    const facts = plain(await page.locator('main dl').first().textContent())
    for (const price of ['95 000 F CFA/jour', '580 000 F CFA/semaine', '2 100 000 F CFA/mois'])
      expect(facts).toContain(price)
    const onMachinePage = await conditionsOf(page)
    expect(onMachinePage).toEqual([
      'Prix hors taxes : TVA de 19 % en sus',
      'Carburant inclus',
      'Livraison gratuite à Niamey',
      'Maintenance préventive incluse',
      'Opérateur qualifié disponible',
      'Remise pour les locations de longue durée',
    ])
    await page.screenshot({ path: testInfo.outputPath(`machine-${width}.png`), fullPage: true })

    await withGlobal(request, 'section-quote-calculator', { isActive: true }, async () => {
      await page.goto('/#location')
      await page.getByLabel('Équipement', { exact: true }).selectOption({ label: 'Bulldozer' })
      await page.getByText('Semaine', { exact: true }).click()
      await page.getByRole('button', { name: 'Calculer le prix' }).click()
      const estimate = page.getByRole('status').filter({ hasText: 'Prix estimé' })
      await expect(estimate).toBeVisible()
      expect(plain(await estimate.textContent())).toContain(
        '580 000 F CFA hors taxes' + 'TVA 19 % : 110 200 F CFA · Total TTC : 690 200 F CFA',
      )
      expect(await conditionsOf(page)).toEqual(onMachinePage)
      await estimate
        .locator('xpath=ancestor::div[contains(@class, "bg-gradient-to-br")][1]')
        .screenshot({ path: testInfo.outputPath(`calculator-${width}.png`) })
    })
  })
