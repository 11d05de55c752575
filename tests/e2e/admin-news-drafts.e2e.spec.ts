// features: news
import { expect, test } from '@playwright/test'

import { adminHeaders, login, scheduleNextMinute, settled } from './support'

test.describe('un article en brouillon, à l’heure de l’entreprise', () => {
  test.use({ timezoneId: 'Africa/Niamey' })

  test('l’éditeur écrit un brouillon, le voit en aperçu, le planifie à la minute suivante : il paraît de lui-même, pas avant', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(300_000)
    const title = `Ouverture de l’agence de Maradi ${Date.now()}`
    const headers = await adminHeaders(request)
    await login(page, 'admin', '/admin/collections/news/create')
    await page.locator('#field-title').fill(title)
    await page.locator('#field-excerpt').fill('Une agence de plus pour nos clients de l’Est.')
    const editor = page.locator('.rich-text-lexical [contenteditable="true"]').first()
    await editor.click()
    await editor.pressSequentially('Nos équipes vous accueillent dès le mois prochain.')
    await settled(page)
    await page.getByRole('button', { name: 'Enregistrer le brouillon', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/news\/\d+$/)
    const id = Number(page.url().split('/').pop())
    try {
      // a draft: no visitor reads it, neither on the site nor through the /api
      const visitor = await browser.newPage()
      expect((await visitor.goto(`/actualites/${id}`))?.status()).toBe(404)
      expect((await request.get(`/api/news/${id}`)).status()).toBe(404)

      // the editor's preview shows it, under its banner
      await page.goto(`/apercu?chemin=/actualites/${id}`)
      await expect(page).toHaveURL(new RegExp(`/actualites/${id}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(
        page.getByRole('status').filter({ hasText: 'Aperçu du brouillon' }),
      ).toBeVisible()
      await page.getByRole('link', { name: 'Quitter l’aperçu' }).click()

      // « Planifier la publication », the next minute, at the company's time
      await page.goto(`/admin/collections/news/${id}`)
      await page.locator('.doc-controls__controls .popup-button').first().click()
      await page.getByRole('button', { name: 'Planifier la publication', exact: true }).click()
      const drawer = page.locator('.drawer--is-open').last()
      await expect(drawer.getByRole('heading', { level: 2 })).toHaveText(
        `Planifier la publication de « ${title} »`,
      )
      // an item never published: « Publier » is chosen already (#59: Payload chose « Annuler la
      // publication »)
      await expect(drawer.getByRole('radio', { name: 'Publier', exact: true })).toBeChecked()
      const at = await scheduleNextMinute(page, drawer)

      // not before its time; then on the site, in the /api's list and with the spec's « Publié »
      expect((await visitor.goto(`/actualites/${id}`))?.status()).toBe(404)
      await expect(async () => {
        const answer = await visitor.goto(`/actualites/${id}`)
        expect(answer?.status()).toBe(200)
      }).toPass({ timeout: 200_000, intervals: [2_000] })
      expect(Date.now()).toBeLessThan(at.getTime() + 60_000 + 15_000)
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title)
      const published = (await (await request.get(`/api/news/${id}`)).json()) as {
        data: { title: string; isPublished: boolean }
      }
      expect(published.data).toMatchObject({ title, isPublished: true })
      await visitor.close()
    } finally {
      await request.delete(`/api/cms/news/${id}?trash=true`, { headers })
    }
  })
})
