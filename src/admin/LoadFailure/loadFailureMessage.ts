import { frenchOnly } from '@/i18n/frenchOnly'

import { ADMIN_MENU, ADMIN_SHORTCUTS } from '@/platform/plugins/adminMenu'

const failed = frenchOnly.loadFailed

/** Payload's screens, by address, and the spec's message when one cannot load (§8). */
const BY_SCREEN: [RegExp, string][] = [
  [/^\/admin\/globals\/top-bar(\/|$)/, failed.topBar],
  [/^\/admin\/globals\/section-equipment(\/|$)/, failed.equipmentSection],
  // « Page d'accueil »: its banner's editor and the sections' order and switches
  [/^\/admin\/(globals\/section-hero|homepage\/sections)(\/|$)/, failed.homepage],
  [/^\/admin\/globals\/maintenance(\/|$)/, failed.maintenance],
  [/^\/admin\/(collections\/news|news\/preview)(\/|$)/, failed.news],
  [/^\/admin\/(collections\/departments|departments\/homepage)(\/|$)/, failed.departments],
  [/^\/admin\/collections\/equipment(\/|$)/, failed.equipment],
  [/^\/admin\/analytics(\/|$)/, frenchOnly.analytics.loadFailed],
  // the home page's sections, the general settings and the account's settings
  [/^\/admin\/(globals\/|account(\/|$))/, frenchOnly.admin.refreshFailed],
]

/** The spec's addresses (/admin/topbar…) name the screen they lead to. */
function screenOf(pathname: string): string {
  const path = pathname.replace(/\/+$/, '')
  const entry = [...ADMIN_MENU, ...ADMIN_SHORTCUTS].find((item) => item.path === path)
  return entry?.target ?? path
}

/** What an admin screen that could not read its data says, by its address. */
export function loadFailureMessage(pathname: string): string {
  const screen = screenOf(pathname)
  return BY_SCREEN.find(([pattern]) => pattern.test(screen))?.[1] ?? failed.other
}
