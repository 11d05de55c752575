import type { Field } from 'payload'

type Admin = { admin?: Record<string, unknown> }

const withCell = <F extends Field>(field: F, Cell: unknown): F => ({
  ...field,
  admin: {
    ...(field as Admin).admin,
    components: { ...((field as Admin).admin?.components ?? {}), Cell },
  },
})

/** An amount in a list as the site writes it (« 85 000 F CFA »), a dash when there is none. */
export const priceCell = <F extends Field>(field: F) =>
  withCell(field, '/admin/Cells/PriceCell#PriceCell')

/** A checkbox in a list as « Oui » / « Non ». */
export const yesNoCell = <F extends Field>(field: F) =>
  withCell(field, '/admin/Cells/YesNoCell#YesNoCell')

/**
 * A select in a list as a badge: green for `positive` values, amber for `warning` ones; the row
 * of `unread` in bold.
 */
export const statusCell = <F extends Field>(
  field: F,
  tones: { positive?: string[]; warning?: string[]; unread?: string },
) => withCell(field, { path: '/admin/Cells/StatusCell#StatusCell', serverProps: tones })
