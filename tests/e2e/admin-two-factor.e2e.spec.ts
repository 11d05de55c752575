// features: accounts
import { expect, type Page, test } from '@playwright/test'
import { generate } from 'otplib'

import { adminHeaders, save } from './support'

const password = 'deux-facteurs-e2e'

/** The code the authenticator app shows `steps` 30-second steps from now. */
const codeAt = (secret: string, steps: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 })

async function signIn(page: Page, email: string) {
  await page.goto('/admin/login')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Mot de passe', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
}

test('double authentification : activée avec un QR code et un code, puis demandée à chaque connexion ; un super-administrateur la désactive', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const email = `totp-${Date.now()}@example.com`
  const superHeaders = await adminHeaders(request, 'superAdmin')
  const created = await request.post('/api/cms/users', {
    headers: superHeaders,
    data: { email, password, role: 'admin', firstName: 'Aïcha' },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  try {
    await signIn(page, email)
    await expect(page).toHaveURL(/\/admin\/?$/)
    await page.goto('/admin/account')
    const panel = page.getByRole('region', { name: 'Double authentification' })
    await expect(panel.getByRole('status')).toHaveText(/^Désactivée/)
    await panel.getByRole('button', { name: 'Activer la double authentification' }).click()
    await expect(panel.getByRole('img', { name: /QR code/ })).toBeVisible()
    const secret = (await panel.getByTestId('two-factor-secret').textContent())!
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)

    await panel.getByLabel('Code à 6 chiffres').fill('000000')
    await panel.getByRole('button', { name: 'Confirmer' }).click()
    await expect(page.getByText('Code de vérification incorrect.')).toBeVisible()
    await panel.getByLabel('Code à 6 chiffres').fill(await codeAt(secret, 0))
    await panel.getByRole('button', { name: 'Confirmer' }).click()
    await expect(panel.getByRole('status')).toHaveText(/^Activée/)
    await expect(
      panel.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem'),
    ).toHaveCount(8)

    // a new visit: the password, then the code
    await page.context().clearCookies()
    await signIn(page, email)
    await expect(
      page.getByText('Saisissez le code de votre application d’authentification.'),
    ).toBeVisible()
    await page.getByLabel('Code de vérification').fill('123456')
    await page.getByRole('button', { name: 'Vérifier' }).click()
    await expect(page.locator('.bk-login__error')).toHaveText('Code de vérification incorrect.')
    await page.getByLabel('Code de vérification').fill(await codeAt(secret, 1))
    await page.getByRole('button', { name: 'Vérifier' }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)
    await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible()

    // the super-administrator turns it off for this account
    const owner = await browser.newPage()
    await owner.goto('/admin/login')
    await owner.getByLabel('E-mail').fill('superadmin@example.com')
    await owner.getByLabel('Mot de passe', { exact: true }).fill('superadmin1234')
    await owner.getByRole('button', { name: 'Se connecter' }).click()
    await expect(owner).toHaveURL(/\/admin\/?$/)
    await owner.goto(`/admin/collections/users/${doc.id}`)
    owner.on('dialog', (dialog) => void dialog.accept())
    await owner.getByRole('button', { name: 'Désactiver pour ce compte' }).click()
    await expect(owner.getByText('Double authentification désactivée').first()).toBeVisible()
    await owner.close()

    await page.context().clearCookies()
    await signIn(page, email)
    await expect(page).toHaveURL(/\/admin\/?$/)
  } finally {
    await request.delete(`/api/cms/users/${doc.id}`, { headers: superHeaders })
  }
})

test('« Animations » décoché : l’administration s’affiche sans transitions ni animations', async ({
  page,
  request,
}) => {
  const email = `animations-${Date.now()}@example.com`
  const superHeaders = await adminHeaders(request, 'superAdmin')
  const created = await request.post('/api/cms/users', {
    headers: superHeaders,
    data: { email, password, role: 'admin' },
  })
  const { doc } = (await created.json()) as { doc: { id: number } }
  try {
    await signIn(page, email)
    await expect(page).toHaveURL(/\/admin\/?$/)
    const html = page.locator('html')
    const switchTransition = () =>
      page
        .locator('.bk-switch__track')
        .first()
        .evaluate((element) => getComputedStyle(element).transitionDuration)
    await page.goto('/admin/homepage/sections')
    await expect(html).not.toHaveAttribute('data-reduced-motion')
    expect(await switchTransition()).toBe('0.15s')
    await page.goto('/admin/account')
    await page.getByLabel('Animations').uncheck()
    await save(page)
    await page.goto('/admin/homepage/sections')
    await expect(html).toHaveAttribute('data-reduced-motion', '')
    expect(await switchTransition()).toBe('0s')
  } finally {
    await request.delete(`/api/cms/users/${doc.id}`, { headers: superHeaders })
  }
})
