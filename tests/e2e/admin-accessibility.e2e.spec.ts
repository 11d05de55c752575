// features: platform
import { expect, type Page, test } from '@playwright/test'

import { expectAccessible, type KnownViolation, login } from './support'

/** The project's own admin screens: no axe violation at all. */
const OWN_SCREENS = [
  '/admin',
  '/admin/analytics',
  '/admin/upload',
  '/admin/homepage/sections',
  '/admin/departments/homepage',
  '/admin/news/preview',
  '/admin/planning',
]

/**
 * What axe still finds on Payload's stock list and edit screens once its CSS variables, field
 * options and the project's cells have done what they can. Each comes from a Payload component
 * that no supported customisation reaches (upstream issues in docs/accessibility.md).
 */
const PAYLOAD_LEFTOVERS: KnownViolation[] = [
  { rule: 'landmark-one-main', node: /^html /, component: 'DefaultTemplate' },
  { rule: 'region', node: /./, component: 'DefaultTemplate' },
  { rule: 'landmark-no-duplicate-banner', node: /app-header/, component: 'AppHeader' },
  { rule: 'landmark-unique', node: /app-header/, component: 'AppHeader' },
  {
    rule: 'heading-order',
    node: /<h3[ >]/,
    component: 'GroupField, ArrayField, Collapsible, Settings',
  },
  { rule: 'label', node: /aria-label="" id="_R_/, component: 'SelectRow' },
  { rule: 'label-title-only', node: /#select-all/, component: 'SelectAll' },
  { rule: 'label', node: /react-select-/, component: 'ReactSelect' },
  // inside an array's rows (the banner's figures), the same input is named by its title only
  { rule: 'label-title-only', node: /react-select-/, component: 'ReactSelect' },
  { rule: 'label', node: /react-datepicker/, component: 'DatePicker' },
  {
    rule: 'aria-hidden-focus',
    node: /dropdown-indicator|clear-indicator/,
    component: 'ReactSelect',
  },
  { rule: 'nested-interactive', node: /rs__multi-value/, component: 'ReactSelect' },
  { rule: 'button-name', node: /clickable-arrow/, component: 'ClickableArrow' },
  { rule: 'button-name', node: /popup-button/, component: 'Popup' },
  {
    rule: 'button-name',
    node: /upload-relationship-details__(edit|remove)/,
    component: 'UploadRelationshipDetails',
  },
  { rule: 'list', node: /doc-tabs__tabs/, component: 'DocumentTabs' },
  { rule: 'label-content-name-mismatch', node: /aria-label="Versions"/, component: 'DocumentTab' },
  { rule: 'aria-command-name', node: /collapsible__drag/, component: 'Collapsible' },
  // a machine's « Unités » (#61): the join field's table, its title and each row's drawer button
  { rule: 'heading-order', node: /<h4[ >]/, component: 'RelationshipTable' },
  { rule: 'button-name', node: /drawer-link__doc-drawer-toggler/, component: 'DrawerLink' },
]

/** Payload's stock screens the back office uses most: lists, documents, globals, the account. */
const STOCK_SCREENS = [
  '/admin/collections/equipment',
  '/admin/collections/news',
  '/admin/collections/quote-requests',
  '/admin/collections/equipment/1',
  '/admin/collections/departments/1',
  '/admin/collections/reservations/create',
  '/admin/globals/top-bar',
  '/admin/globals/section-hero',
  '/admin/globals/maintenance',
  '/admin/account',
]

async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('h1').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
}

test('axe : la page de connexion n’a aucune violation', async ({ page }) => {
  await open(page, '/admin/login')
  await expect(page.getByRole('main')).toBeVisible()
  await expectAccessible(page, { everyImpact: true })
})

test('axe : les écrans propres au back-office n’ont aucune violation', async ({ page }) => {
  test.setTimeout(120_000)
  await login(page)
  for (const path of OWN_SCREENS) {
    await open(page, path)
    await expect(page.getByRole('main'), path).toHaveCount(1)
    await expectAccessible(page, { everyImpact: true })
  }
})

test('axe : les écrans standard de Payload n’ont que les restes nommés de ses composants', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await login(page)
  for (const path of STOCK_SCREENS) {
    await open(page, path)
    await expectAccessible(page, { everyImpact: true, known: PAYLOAD_LEFTOVERS })
  }
})
