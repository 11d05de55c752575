/** Back office §5: items that cannot be deleted, only deactivated. */
const PROTECTED_EQUIPMENT_CATEGORIES = [
  'btp & construction',
  'hydraulique',
  'véhicules & transport',
  'équipements industriels',
  'construction',
  'hydraulique & assainissement',
  'transport',
  'industriel',
] as const

const PROTECTED_QUICK_LINK_HREFS = [
  '#accueil',
  '#btp',
  '#location',
  '#commerce',
  '#actualites',
  '#contact',
  '/',
  '/accueil',
  '/departements',
  '/equipements',
  '/actualites',
  '/contact',
] as const

const PROTECTED_SERVICES = [
  'construction de routes',
  'bâtiments publics & privés',
  'ouvrages hydrauliques',
  'location engins btp',
  'vente véhicules',
  'import-export',
] as const

const CRITICAL_NAV_HREFS = [
  '/',
  '/accueil',
  '/#accueil',
  '/#home',
  '/departements',
  '/#departements',
  '/#btp',
  '/equipements',
  '/#equipements',
  '/#location',
  '/actualites',
  '/#actualites',
  '/#news',
  '/contact',
  '/#contact',
] as const

/** Lists whose listed items cannot be deleted, only deactivated (back office §4, §5). */
const RULES = {
  equipmentCategory: {
    field: 'title',
    values: PROTECTED_EQUIPMENT_CATEGORIES as readonly string[],
  },
  quickLink: { field: 'href', values: PROTECTED_QUICK_LINK_HREFS as readonly string[] },
  service: { field: 'name', values: PROTECTED_SERVICES as readonly string[] },
}
export type ProtectedKind = keyof typeof RULES

type Row = Record<string, unknown> | null | undefined

/** The row's protected key (its title, href or name, lower-cased), or null when it is not protected. */
export function protectedKey(kind: ProtectedKind, row: Row): string | null {
  const value = row?.[RULES[kind].field]
  if (typeof value !== 'string') return null
  const key = value.trim().toLowerCase()
  return RULES[kind].values.includes(key) ? key : null
}

/** Protected rows of `before` whose key no longer appears in `after`. */
export function removedProtectedRows(
  kind: ProtectedKind,
  before: Row[] | null | undefined,
  after: Row[] | null | undefined,
): Row[] {
  const kept = new Set((after ?? []).map((row) => protectedKey(kind, row)))
  return (before ?? []).filter((row) => {
    const key = protectedKey(kind, row)
    return key !== null && !kept.has(key)
  })
}

/** Top-bar menu links whose name, link or active flag change only after a confirmation (back office §5). */
export function isCriticalNavHref(href: unknown): boolean {
  return (
    typeof href === 'string' &&
    (CRITICAL_NAV_HREFS as readonly string[]).includes(href.trim().toLowerCase())
  )
}
