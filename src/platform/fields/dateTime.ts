import type { DateField } from 'payload'

import { COMPANY_TIME_ZONE } from '@/lib/timeZone'

/**
 * A date and time as the team reads them (« 26/11/2026 18:33 », 24-hour clock), in the pickers
 * too: Payload's default is « nov. 26, 2026 6:33 PM ».
 */
const DATE_TIME_PICKER: NonNullable<DateField['admin']>['date'] = {
  pickerAppearance: 'dayAndTime',
  displayFormat: 'dd/MM/yyyy HH:mm',
  timeFormat: 'HH:mm',
  timeIntervals: 15,
}

/** The company's clock as Payload offers time zones: one, so that none is to be chosen. */
export const COMPANY_TIME_ZONES = [
  {
    label: `Heure de ${COMPANY_TIME_ZONE.split('/').pop()?.replaceAll('_', ' ')}`,
    value: COMPANY_TIME_ZONE,
  },
]

const companyZone = () => COMPANY_TIME_ZONE

/**
 * A date and time field on the company's clock (src/lib/timeZone.ts): its picker shows and takes
 * the company's hours whatever the device's own zone. Payload keeps a zone beside the date
 * (`<name>_tz`); it is always the company's, read and written (a row saved before, or under
 * another TIME_ZONE, follows the current one), and one zone offered is none to choose.
 */
export function dateTimeField(field: Omit<DateField, 'type' | 'timezone'>): DateField {
  return {
    ...field,
    type: 'date',
    timezone: {
      defaultTimezone: COMPANY_TIME_ZONE,
      supportedTimezones: COMPANY_TIME_ZONES,
      // text, not Payload's select: PostgreSQL would make an enum of the zone the schema was
      // generated with, and refuse another TIME_ZONE's
      override: ({ baseField }) => ({
        name: baseField.name,
        type: 'text',
        label: baseField.label,
        admin: { hidden: true },
        hooks: { beforeValidate: [companyZone], afterRead: [companyZone] },
      }),
    },
    admin: { ...field.admin, date: DATE_TIME_PICKER },
  }
}

/** A day, as the team writes it (« 26/11/2026 »): a project's start or end. */
export function dayField(name: string, label: string): DateField {
  return {
    name,
    type: 'date',
    label,
    admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } },
  }
}
