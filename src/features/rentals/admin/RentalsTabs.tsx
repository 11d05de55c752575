import { ScreenTabs } from '@/admin/ScreenTabs'
import { YARD_PATH } from '@/lib/sitePaths'

const TABS = [
  { key: 'reservations', label: 'Réservations', href: '/admin/collections/reservations' },
  { key: 'planning', label: 'Planning', href: '/admin/planning' },
  { key: 'units', label: 'Unités', href: '/admin/collections/equipment-units' },
  { key: 'handovers', label: 'Sorties et retours', href: '/admin/collections/handovers' },
  { key: 'deposits', label: 'Cautions', href: '/admin/collections/deposits' },
  { key: 'contracts', label: 'Contrats', href: '/admin/collections/contracts' },
  // the yard's phone screens (#62), outside the admin: lighter on a phone in the yard
  { key: 'yard', label: 'Parc (téléphone)', href: YARD_PATH },
] as const

export type RentalsTab = (typeof TABS)[number]['key']

/** The rental fleet's screens (#61, #62): reservations, planning, units, the yard's records. */
export function RentalsTabs({ current = 'reservations' }: { current?: RentalsTab }) {
  return <ScreenTabs label="Location" tabs={TABS} current={current} />
}

/** Above the units' list. */
export const UnitsTabs = () => <RentalsTabs current="units" />
/** Above the yard's check-outs and returns. */
export const HandoversTabs = () => <RentalsTabs current="handovers" />
/** Above the deposits' movements. */
export const DepositsTabs = () => <RentalsTabs current="deposits" />
/** Above the rental contracts. */
export const ContractsTabs = () => <RentalsTabs current="contracts" />
