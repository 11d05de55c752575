import { expect, type Page, test } from '@playwright/test'

import { login, settled } from './support'

/**
 * Words an administrator of a French admin should never read: English left by Payload, the
 * developer's vocabulary, and raw values (#41). The screens are found from the menu itself, then
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

test('aucun écran de l’administration ne montre un mot anglais ou une valeur brute', async ({
  page,
}) => {
  // a guard against a hang: some forty screens, each waited for until its network is quiet
  test.setTimeout(6 * 60_000)
  await login(page)
  const menu = await page
    .locator('nav a[href^="/admin"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  const screens = [...new Set(menu)].filter((href) => href && !/logout/.test(href))
  expect(screens.length).toBeGreaterThan(15)

  const problems: string[] = []
  const visit = async (path: string) => {
    await page.goto(path)
    await expect(page.locator('h1').first()).toBeVisible()
    for (const problem of await englishOn(page)) problems.push(`${path} : ${problem}`)
  }
  for (const path of screens) {
    await visit(path)
    if (!/^\/admin\/collections\/[^/]+\/?$/.test(new URL(page.url()).pathname)) continue
    // the list's first document, as the team opens it
    const rows = page.locator('.table tbody tr a[href*="/admin/collections/"]')
    const first = (await rows.count()) ? await rows.first().getAttribute('href') : null
    if (first) await visit(first)
  }
  expect(problems).toEqual([])
})
