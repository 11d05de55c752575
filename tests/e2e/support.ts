import AxeBuilder from '@axe-core/playwright'
import {
  type APIRequestContext,
  type Cookie,
  expect,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test'

import { SESSION_COOKIE } from '../../src/lib/constants'
import { DEFAULT_SITE_LOCALE, SITE_LOCALES } from '../../src/lib/locales'

export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@example.com', password: 'admin1234' },
  superAdmin: { email: 'superadmin@example.com', password: 'superadmin1234' },
} as const

/** Payload REST with a demo account (demo mode only). */
export async function adminHeaders(
  request: APIRequestContext,
  account: keyof typeof DEMO_ACCOUNTS = 'admin',
): Promise<Record<string, string>> {
  const login = await request.post('/api/cms/users/login', { data: DEMO_ACCOUNTS[account] })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  return { Authorization: `JWT ${token}` }
}

/**
 * Runs `body` with some fields of a global changed, then puts the stored values back, in every
 * language: rows the change replaced (a menu's items) come back without their other languages'
 * words when only the French is put back (the English menu then read French to the next file).
 */
export async function withGlobal(
  request: APIRequestContext,
  slug: string,
  changes: Record<string, unknown>,
  body: () => Promise<void>,
): Promise<void> {
  const headers = await adminHeaders(request)
  // each language's own words, without the French a missing one falls back to
  const read = async (locale: string) => {
    const stored = (await (
      await request.get(`/api/cms/globals/${slug}?depth=0&locale=${locale}&fallback-locale=none`, {
        headers,
      })
    ).json()) as Record<string, unknown>
    // a field never saved comes back empty (null), not left as the test set it
    return Object.fromEntries(Object.keys(changes).map((key) => [key, stored[key] ?? null]))
  }
  const originals = await Promise.all(
    SITE_LOCALES.map(async (locale) => [locale, await read(locale)] as const),
  )
  const put = async (locale: string, data: Record<string, unknown>) =>
    expect(
      (await request.post(`/api/cms/globals/${slug}?locale=${locale}`, { headers, data })).status(),
    ).toBe(200)
  await put(DEFAULT_SITE_LOCALE, changes)
  try {
    await body()
  } finally {
    // the default language first: it makes the rows the other languages' words go into
    for (const [locale, original] of originals)
      if (JSON.stringify(await read(locale)) !== JSON.stringify(original))
        await put(locale, original)
  }
}

/** Documents of a collection matching one field, read as the administrator. */
export async function findDocs(
  request: APIRequestContext,
  collection: string,
  field: string,
  value: string,
) {
  const headers = await adminHeaders(request)
  const response = await request.get(
    `/api/cms/${collection}?where[${field}][equals]=${encodeURIComponent(value)}&depth=0`,
    { headers },
  )
  return ((await response.json()) as { docs: Record<string, unknown>[] }).docs
}

/**
 * A machine of the fleet for rent, of its own (its units free on this test's days), published
 * through Payload's REST API as the administrator (#61).
 */
export async function newRentalMachine(
  request: APIRequestContext,
  data: { name: string; price: number; available: number } & Record<string, unknown>,
) {
  const created = await request.post('/api/cms/equipment', {
    headers: await adminHeaders(request),
    data: { category: 'BTP', status: 'available', forRent: true, _status: 'published', ...data },
  })
  expect(created.status()).toBe(201)
  return ((await created.json()) as { doc: { id: number; slug: string } }).doc
}

/**
 * A test's machine gone for good: its reservations first (a machine they name is refused with a
 * 409), then the machine. A public machine left behind changes the catalogue's counts of the
 * files that come after on the same server (CI run 58).
 */
export async function deleteRentalMachine(request: APIRequestContext, id: number) {
  const headers = await adminHeaders(request)
  for (const reservation of await findDocs(request, 'reservations', 'lines.equipment', String(id)))
    expect(
      (await request.delete(`/api/cms/reservations/${reservation.id}`, { headers })).status(),
    ).toBe(200)
  expect((await request.delete(`/api/cms/equipment/${id}`, { headers })).status()).toBe(200)
}

/**
 * The page at rest: its requests done (the admin's sidebar opens once its preference is read) and
 * no finite animation running, so axe measures the colours a reader sees, not a fade half-way.
 */
async function atRest(page: Page) {
  await settled(page)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  )
}

/** A violation that comes from a Payload component the project cannot reach (named in the note). */
export type KnownViolation = { rule: string; node: RegExp; component: string }

/**
 * axe-core on the page as it is: no violation at all with `everyImpact` (the public pages and the
 * project's own admin screens), else none serious or critical. `known` lets through the nodes of
 * Payload's stock components that its customisation does not reach; any other node fails.
 */
export async function expectAccessible(
  page: Page,
  { everyImpact = false, known = [] as KnownViolation[] } = {},
) {
  await atRest(page)
  const { violations } = await new AxeBuilder({ page }).analyze()
  const found = violations
    .filter(
      (violation) =>
        everyImpact || violation.impact === 'serious' || violation.impact === 'critical',
    )
    .map((violation) => ({
      ...violation,
      nodes: violation.nodes.filter(
        (node) =>
          !known.some(
            (leftover) =>
              leftover.rule === violation.id &&
              leftover.node.test(`${node.target.join(' ')} ${node.html}`),
          ),
      ),
    }))
    .filter((violation) => violation.nodes.length > 0)
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    )
  expect(found, `${page.url()}`).toEqual([])
}

/** Signs in through the admin's login form (the page's base URL), then waits for the dashboard. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/admin/login')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Mot de passe', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

/** Each demo account's session cookie, kept by the worker from its first sign-in. */
const sessions = new Map<keyof typeof DEMO_ACCOUNTS, Cookie[]>()

/**
 * Signs in with a demo account (the administrator by default), then waits for the dashboard, or
 * opens `path` instead. The worker signs in through the form once per account and gives the later
 * tests that session's cookie; a session that ended meanwhile (a test changed the password, or
 * logged it out) sends the dashboard to the login screen, and the form is used again. With a
 * `path`, the session is checked by Payload's `/users/me` rather than by drawing the dashboard:
 * about fifty tests each spared an admin screen they never looked at (docs/ci-time.md).
 */
export async function login(
  page: Page,
  account: keyof typeof DEMO_ACCOUNTS = 'admin',
  path?: string,
) {
  const kept = sessions.get(account)
  if (kept) {
    await page.context().addCookies(kept)
    if (path) {
      const me = await page.request.get('/api/cms/users/me')
      const { user } = (await me.json()) as { user: { email?: string } | null }
      if (user?.email === DEMO_ACCOUNTS[account].email) {
        await page.goto(path)
        return
      }
    } else {
      await page.goto('/admin')
      if (/^\/admin\/?$/.test(new URL(page.url()).pathname)) return
    }
    await page.context().clearCookies({ name: SESSION_COOKIE })
  }
  await loginAfresh(page, account)
  const cookies = await page.context().cookies()
  sessions.set(
    account,
    cookies.filter((cookie) => cookie.name === SESSION_COOKIE),
  )
  if (path) await page.goto(path)
}

/** Signs in through the form with a session of the test's own, for a test that ends it. */
export function loginAfresh(page: Page, account: keyof typeof DEMO_ACCOUNTS = 'admin') {
  return signIn(page, DEMO_ACCOUNTS[account].email, DEMO_ACCOUNTS[account].password)
}

/** How long the network must stay quiet: Payload sends a form's state 250 ms after an edit. */
const QUIET_MS = 500

/**
 * Waits for the form to take in the last edit: Payload checks each change on the server, and a
 * Save pressed before that answer submits the form as it was (the server's refusal then names
 * the field in a toast, and the form's next check may clear the field's own message). Counted
 * from now: Playwright's `networkidle` load state, once reached, no longer waits for anything,
 * and it counts the event stream a page keeps open (a home section's preview opens the site's),
 * so it may never come. A stream is not waited for.
 */
export async function settled(page: Page) {
  const pending = new Set<Request>()
  let lastActivity = Date.now()
  const started = (request: Request) => {
    if (request.resourceType() === 'eventsource') return
    pending.add(request)
    lastActivity = Date.now()
  }
  const ended = (request: Request) => {
    pending.delete(request)
    lastActivity = Date.now()
  }
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  try {
    await page.waitForLoadState('load')
    await expect
      .poll(() => pending.size === 0 && Date.now() - lastActivity >= QUIET_MS, {
        timeout: 30_000,
        intervals: [100],
      })
      .toBe(true)
  } finally {
    page.off('request', started)
    page.off('requestfinished', ended)
    page.off('requestfailed', ended)
  }
}

/** The spec's toasts after a Save of a global or an existing document (back office §8). */
const SAVED =
  /^(Section sauvegardée|Paramètres sauvegardés|Les paramètres ont été sauvegardés avec succès|.+ modifié avec succès)$/

/**
 * Opens the document's « … » menu (Dupliquer, Supprimer…). Precisely that one: with Payload's
 * drafts and a preview, other popups (« Planifier la publication », « Aperçu ») share its class.
 */
export async function openDocumentMenu(page: Page) {
  await page.locator('.doc-controls__popup .popup-button').click()
}

/**
 * Presses Save until `shown` appears (pressed again if the form let the first press go, as it
 * does while still drawing under load); on an item with Payload's drafts (articles, machines,
 * departments) the button is « Publier les modifications ».
 */
export async function saveUntil(page: Page, shown: Locator) {
  await settled(page)
  const button = page.getByRole('button', { name: /^(Sauvegarder|Publier les modifications)$/ })
  await expect(async () => {
    if (await button.isEnabled()) await button.click({ timeout: 2_000 })
    await expect(shown).toBeVisible({ timeout: 4_000 })
  }).toPass({ timeout: 30_000 })
}

/**
 * Picks an option of one of Payload's selects (react-select), by the field's path. The option's
 * text is typed first: a relationship loads ten options a page, ordered by the collection's sort,
 * and what the other tests created can push the wanted one past the first page.
 */
export async function choose(page: Page, path: string, option: string) {
  const field = page.locator(`#field-${path.replace(/\./g, '__')}`)
  await field.locator('.rs__control').click()
  await field.locator('.rs__input').fill(option)
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** The customer's page of a quote, as the link in its mail gives it: its path and token. */
export function customerQuotePath(mailText: string | undefined, reference = 'DEV-\\d+'): string {
  const link = new RegExp(`https?://[^\\s]+/devis/${reference}\\?t=[\\w-]+`).exec(mailText ?? '')
  if (!link) throw new Error(`No link to the quote ${reference} in the mail`)
  const url = new URL(link[0])
  return url.pathname + url.search
}

/** The success toast after a Save. */
export const save = (page: Page) => saveUntil(page, page.getByText(SAVED).first())

/** Opens an editor's tab until `shown` is drawn (a click before the form hydrates is lost). */
export async function openTab(page: Page, tab: string, shown: Locator) {
  await settled(page)
  await expect(async () => {
    await page.getByRole('button', { name: tab, exact: true }).click({ timeout: 2_000 })
    await expect(shown).toBeVisible({ timeout: 4_000 })
  }).toPass({ timeout: 30_000 })
}

/** A picture's address as the site's pages give it: the stored one and its version (`?v=`). */
export const versionOf = (storedUrl: string) =>
  new RegExp(`^${storedUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?v=[0-9a-z]+$`)

/**
 * A field's label in the admin, exactly: a text with a version per language (#45) is labelled
 * with the language being edited (« Titre — Français »).
 */
export const fieldLabel = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*— Français)?$`)

/**
 * Time for the drawer's few clicks (a few seconds on a busy CI) before the chosen minute, so
 * « not before » is still true.
 */
const SCHEDULE_MARGIN_MS = 12_000

/**
 * In the open « Planifier la publication » drawer, the first whole minute at least
 * SCHEDULE_MARGIN_MS ahead, at the company's time (the test's `timezoneId`): typed as the team
 * reads dates (« 30/11/2026 14:05 », #59: a typed date was ignored), the picker's hours captioned
 * « Heure »; then saved, and the upcoming events list it. Returns the moment chosen.
 */
export async function scheduleNextMinute(page: Page, drawer: Locator): Promise<Date> {
  const at = new Date(Math.ceil((Date.now() + SCHEDULE_MARGIN_MS) / 60_000) * 60_000)
  const inNiamey = (options: Intl.DateTimeFormatOptions) =>
    at.toLocaleString('fr-FR', { timeZone: 'Africa/Niamey', ...options })
  const time = inNiamey({ hour: '2-digit', minute: '2-digit' })
  const typed = `${inNiamey({ day: '2-digit', month: '2-digit', year: 'numeric' })} ${time}`
  const input = drawer.locator('.react-datepicker__input-container input')
  await input.click()
  await expect(page.locator('.react-datepicker-time__header')).toHaveText('Heure')
  await input.fill(typed)
  // the picker closed by a click beside it (Escape would close the drawer)
  await drawer.getByRole('heading', { level: 2 }).click()
  await expect(page.locator('.react-datepicker-time__header')).toHaveCount(0)
  await expect(input).toHaveValue(typed)
  await drawer.getByRole('button', { name: 'Sauvegarder', exact: true }).click()
  // the upcoming events' table lists it
  await expect(drawer.getByRole('table').getByText(time).first()).toBeVisible()
  return at
}

/** fr-FR groups thousands with narrow no-break spaces: the tests write plain ones. */
export const plainSpaces = (text: string | null | undefined) =>
  (text ?? '').replace(/[\u202f\u00a0]/g, ' ')

/** The rental conditions a page lists (« Conditions de location »), as the tests write them. */
export const rentalConditionsOn = async (page: Page) =>
  (
    await page
      .getByRole('region', { name: 'Conditions de location' })
      .getByRole('listitem')
      .allTextContents()
  ).map((text) => plainSpaces(text).trim())

/** The home page's calculator asked for `machine` over one `unit`: its « Prix estimé » box. */
export async function calculatorEstimate(page: Page, machine: string, unit: string) {
  await page.goto('/#location')
  await page.getByLabel('Équipement', { exact: true }).selectOption({ label: machine })
  await page.getByText(unit, { exact: true }).click()
  await page.getByRole('button', { name: 'Calculer le prix' }).click()
  const estimate = page.getByRole('status').filter({ hasText: 'Prix estimé' })
  await expect(estimate).toBeVisible()
  return estimate
}

/** Fills the quote form's contact fields and sends it; waits for its reference (DEV-…). */
export async function sendQuoteForm(
  form: Locator,
  contact: { name: string; email: string; phone: string; project: string },
) {
  await form.getByLabel('Nom et prénom *').fill(contact.name)
  await form.getByLabel('Adresse email *').fill(contact.email)
  await form.getByLabel('Téléphone *').fill(contact.phone)
  await form.getByLabel('Décrivez votre projet en détail *').fill(contact.project)
  await form.getByRole('button', { name: 'Envoyer la demande' }).click()
  await expect(form.getByRole('status')).toContainText('DEV-')
}

/**
 * Words of French that no English sentence of the site uses (« location » and « plus » are
 * English too): one of them on an English page is a word the site or the demo left in French.
 */
const FRENCH_WORDS =
  /(?<![\p{L}\p{N}])(les|des|une|pour|avec|nous|notre|nos|votre|vos|sont|dans|sur|du|aux|et|le|la|à|voir|tous|toutes|demander|devis|vente|accueil|prix|jour|semaine|mois|envoyer|fermer|rechercher|équipements?|actualités?|départements?|réalisations?|télécharger|appeler|précédent|suivant)(?![\p{L}\p{N}])/iu

/**
 * Names that stay as they are in every language: partners, a hall, clients, the authority the
 * privacy policy names.
 */
const PROPER_NAMES = [
  'Banque du Sahel',
  'Niamey Équipements',
  'Haute Autorité de Protection des Données à caractère Personnel',
  'Palais des Congrès',
  'Sahel Aménagement',
  'Lycée d’enseignement général de Zinder',
  'Direction régionale de l’Équipement de Dosso',
]

/**
 * Every text of the page (or of its part `root`) a reader meets, shown or not yet (menus,
 * dialogs), with its head's.
 */
const textsOf = (page: Page, root: string) =>
  page.evaluate((root) => {
    const found: string[] = [document.title]
    const walker = document.createTreeWalker(document.querySelector(root)!, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (!node.parentElement?.closest('script, style, template, noscript'))
        found.push(node.textContent ?? '')
    for (const element of document
      .querySelector(root)!
      .querySelectorAll('[aria-label], [alt], [title], [placeholder]'))
      for (const name of ['aria-label', 'alt', 'title', 'placeholder'])
        found.push(element.getAttribute(name) ?? '')
    for (const meta of document.querySelectorAll(
      'meta[name="description"], meta[property="og:title"], meta[property="og:description"]',
    ))
      found.push(meta.getAttribute('content') ?? '')
    return found.map((text) => text.trim()).filter(Boolean)
  }, root)

/**
 * The texts of an English page (or of its part `root`) that hold a French word (names that stay
 * in every language aside).
 */
export async function frenchTextsOn(page: Page, root = 'body'): Promise<string[]> {
  return (await textsOf(page, root)).filter((text) =>
    FRENCH_WORDS.test(PROPER_NAMES.reduce((rest, name) => rest.replaceAll(name, ''), text)),
  )
}
