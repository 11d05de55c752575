import { lazyDialog } from '@/ui/lazyDialog'

import type { RentalDatesProps } from './RentalDates.client'

/** A machine's rental dates, their code loaded when the visitor first opens them (#61). */
export const RentalDates = lazyDialog<RentalDatesProps>(
  () => import('./RentalDates.client').then((module) => module.RentalDates),
  (props) => props.open,
)
