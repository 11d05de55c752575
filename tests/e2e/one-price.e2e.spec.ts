// features: equipment, home, quotes
import { expect, test } from '@playwright/test'

import {
  calculatorEstimate,
  findDocs,
  plainSpaces,
  rentalConditionsOn as conditionsOf,
  sendQuoteForm,
  withGlobal,
} from './support'

const plain = (text: string | null) => plainSpaces(text).trim()

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
      const estimate = await calculatorEstimate(page, 'Bulldozer', 'Semaine')
      expect(plain(await estimate.textContent())).toContain(
        '580 000 F CFA hors taxes' + 'TVA 19 % : 110 200 F CFA · Total TTC : 690 200 F CFA',
      )
      expect(await conditionsOf(page)).toEqual(onMachinePage)
      await estimate
        .locator('xpath=ancestor::div[contains(@class, "bg-gradient-to-br")][1]')
        .screenshot({ path: testInfo.outputPath(`calculator-${width}.png`) })
    })
  })

for (const width of [375, 1440])
  test(`à ${width} px, l’engin choisi sur sa page part avec la demande : durée, date, estimation, première ligne (#59)`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/equipements/bulldozer-cat-d6')
    await page.getByRole('button', { name: 'Demander un devis' }).click()
    const form = page.getByRole('form', { name: 'Demande de devis' })
    const choice = form.getByRole('group', { name: 'Votre choix' })
    await expect(choice).toContainText('Bulldozer CAT D6')
    // a day at first, as its page shows; then two weeks from the 8th of December
    await expect(choice).toContainText(/Estimation : 95\s000\sF\sCFA hors taxes/)
    await choice.getByLabel('Nombre').fill('2')
    await choice.getByLabel('Durée').selectOption({ label: 'Semaine' })
    await choice.getByLabel('À partir du (facultatif)').fill('2026-12-08')
    await expect(choice).toContainText(/Estimation : 1\s160\s000\sF\sCFA hors taxes/)
    await choice.scrollIntoViewIfNeeded()
    await page.screenshot({ path: testInfo.outputPath(`choice-${width}.png`) })

    const email = `choix-${width}-${Date.now()}@example.com`
    await sendQuoteForm(form, {
      name: 'Hadiza Abdou',
      email,
      phone: '+227 96 00 00 00',
      project: 'Terrassement à Dosso.',
    })
    // sent: the choice is gone with the rest of the form
    await expect(choice).toHaveCount(0)

    const [stored] = await findDocs(request, 'quote-requests', 'email', email)
    expect(stored).toMatchObject({
      equipment: 'Bulldozer CAT D6',
      amount: 1_160_000,
      choice: { unit: 'semaine', quantity: 2, estimate: 1_160_000 },
      lines: [{ label: 'Bulldozer CAT D6', quantity: 2, unit: 'semaine', unitPrice: 580_000 }],
    })
    expect(String((stored!.choice as { startDate: string }).startDate)).toMatch(/^2026-12-08/)
  })
