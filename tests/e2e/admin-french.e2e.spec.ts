// features: platform
import { expect, type Page, test } from '@playwright/test'

import { ADMIN_MENU, ADMIN_SHORTCUTS } from '../../src/platform/plugins/adminMenu'

import { login, settled } from './support'

/**
 * Words an administrator of a French admin should never read: English left by Payload, the
 * developer's vocabulary, and raw values (#41). The screens are the specification's addresses
 * (each checked to open its screen on the way), then every other link of the menu itself, then
 * the first document of every list; a new screen is covered without a change here.
 */
const NOT_FRENCH = [
  /\bAPI\b/,
  /\b[Uu]pload\b/,
  /\bhero\b/i,
  /Par Page/,
  /Soumission/,
  /\bInvalid\b/,
  /\b(?:Submit|Cancel|Save|Delete|Create New|Loading|Search|Filters|Columns|Per Page|Untitled|Dashboard|Logout)\b/,
  /\b(?:true|false|vrai|faux)\b/,
  /<Pas de /,
]

async function englishOn(page: Page): Promise<string[]> {
  await settled(page)
  const text = await page.locator('body').innerText()
  return NOT_FRENCH.flatMap((word) => {
    const found = word.exec(text)
    return found
      ? [
          `« ${found[0]} » dans « …${text.slice(Math.max(0, found.index - 40), found.index + 40)}… »`,
        ]
      : []
  })
}

test('chaque adresse de la spécification ouvre son écran ; aucun écran ne montre un mot anglais ou une valeur brute', async ({
  page,
}) => {
  // a guard against a hang: some fifty screens, each waited for until its network is quiet
  test.setTimeout(6 * 60_000)
  await login(page)
  const menu = await page
    .locator('nav a[href^="/admin"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  const fromMenu = [...new Set(menu)].filter((href) => href && !/logout/.test(href))
  expect(fromMenu.length).toBeGreaterThan(15)

  const problems: string[] = []
  const read = async (path: string) => {
    await expect(page.locator('h1').first(), path).toBeVisible()
    for (const problem of await englishOn(page)) problems.push(`${path} : ${problem}`)
  }
  const openFirstDocument = async () => {
    if (!/^\/admin\/collections\/[^/]+\/?$/.test(new URL(page.url()).pathname)) return
    // the list's first document, as the team opens it
    const rows = page.locator('.table tbody tr a[href*="/admin/collections/"]')
    const first = (await rows.count()) ? await rows.first().getAttribute('href') : null
    if (first) {
      await page.goto(first)
      await read(first)
    }
  }
  const reached = new Set<string>()
  for (const entry of [...ADMIN_MENU, ...ADMIN_SHORTCUTS]) {
    const response = await page.goto(entry.path)
    expect(response?.status(), entry.path).toBeLessThan(400)
    await expect(page, entry.path).toHaveURL(
      new RegExp(`${entry.target.replace(/\//g, '\\/')}/?(\\?.*)?$`),
    )
    reached.add(new URL(page.url()).pathname)
    await read(entry.path)
    await openFirstDocument()
  }
  for (const href of fromMenu) {
    if (reached.has(new URL(href, page.url()).pathname)) continue
    await page.goto(href)
    await read(href)
    await openFirstDocument()
  }
  expect(problems).toEqual([])
})
