import { ScreenTabs } from '@/admin/ScreenTabs'

const TABS = [
  { key: 'list', label: 'Liste', href: '/admin/collections/departments' },
  { key: 'homepage', label: "Affichage sur l'accueil", href: '/admin/departments/homepage' },
  { key: 'section', label: 'Paramètres de la section', href: '/admin/globals/section-departments' },
] as const

export type DepartmentTab = (typeof TABS)[number]['key']

/** The three tabs of the departments screen (back office §2), each a screen of its own. */
export function DepartmentTabs({ current = 'list' }: { current?: DepartmentTab }) {
  return <ScreenTabs label="Départements" tabs={TABS} current={current} />
}
