import type { DateField } from 'payload'

/**
 * A date and time as the team reads them (« 26/11/2026 18:33 », 24-hour clock), in the pickers
 * too: Payload's default is « nov. 26, 2026 6:33 PM ».
 */
export const DATE_TIME_PICKER: NonNullable<DateField['admin']>['date'] = {
  pickerAppearance: 'dayAndTime',
  displayFormat: 'dd/MM/yyyy HH:mm',
  timeFormat: 'HH:mm',
  timeIntervals: 15,
}
