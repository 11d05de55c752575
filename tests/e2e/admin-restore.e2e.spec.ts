// features: platform
import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { lexicalFromParagraphs } from '../../src/lib/lexical'
import { E2E_BACKUP_DIR } from '../helpers/e2eSuite'
import { adminHeaders, findDocs, login } from './support'

/**
 * « Restaurer une sauvegarde » on the super-administrator's settings screen, against the running
 * site: an archive taken now, an article written after it, the archive restored (the article is
 * gone, the site back online), and the same archive sent from the computer. The archive is of
 * this moment, so the suite's data ends as it was.
 */
test('le super-administrateur restaure une sauvegarde pendant que le site tourne, pas à pas', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const made: string[] = []
  await login(page, 'superAdmin')
  const owner = await adminHeaders(request, 'superAdmin')
  const bearer = { Authorization: owner.Authorization!.replace('JWT', 'Bearer') }
  const backup = await request.post('/api/admin/backup', { headers: bearer })
  expect(backup.status()).toBe(200)
  const archive = /filename="([^"]+)"/.exec(backup.headers()['content-disposition'] ?? '')![1]!
  made.push(archive)
  const title = `Écrit après la sauvegarde ${Date.now()}`
  const created = await request.post('/api/cms/news', {
    headers: owner,
    data: {
      title,
      category: 'GENERAL',
      content: lexicalFromParagraphs(['Après.']),
    },
  })
  expect(created.status()).toBe(201)
  try {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/admin/settings')
    const panel = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Restaurer une sauvegarde' }) })
    await panel.getByLabel('Archive à restaurer').selectOption(archive)
    const steps = panel.getByRole('list', { name: 'Étapes de la restauration' })
    await expect(steps.getByRole('listitem').first()).toHaveText('Vérification de l’archive : fait')
    await expect(panel.getByRole('definition').first()).toHaveText(
      /^\d{1,2} [a-zéû]+ \d{4} à \d{2}:\d{2}$/,
    )
    await expect(panel.getByText(/\d+ départements, \d+ équipements, \d+ actualités/)).toBeVisible()
    const restore = panel.getByRole('button', { name: 'Restaurer cette sauvegarde' })
    await expect(restore).toBeDisabled()
    await panel.getByLabel(/tapez le nom de l’entreprise/).fill('BK Multiservices')
    await panel.scrollIntoViewIfNeeded()
    await page.screenshot({ path: 'test-results/restore-ready-1440.png' })
    await restore.click()
    await expect(steps.getByRole('listitem').nth(1)).toHaveText(
      'Sauvegarde de l’état actuel, site en maintenance, restauration : fait',
      { timeout: 60_000 },
    )
    await expect(steps.getByRole('listitem').nth(2)).toHaveText('Site remis en ligne : fait')
    await expect(
      page.getByText(/^Sauvegarde du .+ restaurée\. Le site est de nouveau en ligne\.$/),
    ).toBeVisible()
    const status = panel.getByRole('status')
    await expect(status).toContainText(
      'Restauration terminée. Sauvegarde de l’état d’avant : backup-',
    )
    made.push(/(backup-[\w-]+\.tar\.gz)/.exec(await status.innerText())![1]!)
    await page.screenshot({ path: 'test-results/restore-done-1440.png' })

    // the article written after the archive is gone, and the site answers, not its maintenance page
    expect(await findDocs(request, 'news', 'title', title)).toHaveLength(0)
    await expect(async () => {
      const home = await request.get('/', { maxRedirects: 0 })
      expect(home.status()).toBe(200)
    }).toPass({ timeout: 15_000 })

    // the same archive sent from this computer: received, checked, offered
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/admin/settings')
    await panel.getByLabel('Choisir une archive…').setInputFiles({
      name: 'sauvegarde-du-bureau.tar.gz',
      mimeType: 'application/gzip',
      buffer: readFileSync(path.join(E2E_BACKUP_DIR, archive)),
    })
    await expect(page.getByText(/^Archive reçue : import-/)).toBeVisible()
    await expect(steps.getByRole('listitem').first()).toHaveText('Vérification de l’archive : fait')
    const chosen = await panel.getByLabel('Archive à restaurer').inputValue()
    expect(chosen).toMatch(/^import-/)
    made.push(chosen)
    await panel.scrollIntoViewIfNeeded()
    await page.screenshot({ path: 'test-results/restore-upload-375.png' })
  } finally {
    for (const doc of await findDocs(request, 'news', 'title', title))
      await request.delete(`/api/cms/news/${doc.id}`, { headers: owner })
    for (const name of made) rmSync(path.join(E2E_BACKUP_DIR, name), { force: true })
  }
})
