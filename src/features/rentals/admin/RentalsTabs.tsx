import { ScreenTabs } from '@/admin/ScreenTabs'

const TABS = [
  { key: 'reservations', label: 'Réservations', href: '/admin/collections/reservations' },
  { key: 'planning', label: 'Planning', href: '/admin/planning' },
  { key: 'units', label: 'Unités', href: '/admin/collections/equipment-units' },
] as const

export type RentalsTab = (typeof TABS)[number]['key']

/** The rental fleet's three screens (#61): the reservations, their planning, the units. */
export function RentalsTabs({ current = 'reservations' }: { current?: RentalsTab }) {
  return <ScreenTabs label="Location" tabs={TABS} current={current} />
}

/** Above the units' list. */
export const UnitsTabs = () => <RentalsTabs current="units" />
