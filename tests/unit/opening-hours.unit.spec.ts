// features: site
import { describe, expect, it } from 'vitest'

import { COMPANY_HOURS } from '@/lib/company'
import { openingHoursSpecification } from '@/features/site/openingHours'
import { siteSettingsDefaultsEn } from '../../src/features/site/SiteSettings/defaults.en'

const spec = (dayOfWeek: string[], opens: string, closes: string) => ({
  '@type': 'OpeningHoursSpecification',
  dayOfWeek,
  opens,
  closes,
})
const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']

describe('opening hours for search engines', () => {
  it('reads the company’s default hours', () => {
    expect(COMPANY_HOURS).toBe('Lun-Ven: 8h-18h, Sam: 8h-13h')
    expect(openingHoursSpecification(COMPANY_HOURS)).toEqual([
      spec(WEEK, '08:00', '18:00'),
      spec(['Saturday'], '08:00', '13:00'),
    ])
  })

  it('reads the ways a team writes them: whole days, a split day, minutes, colons', () => {
    expect(
      openingHoursSpecification('Lundi au vendredi : 8h-12h30 / 15h-18h ; Samedi : 9h à 12h'),
    ).toEqual([
      spec(WEEK, '08:00', '12:30'),
      spec(WEEK, '15:00', '18:00'),
      spec(['Saturday'], '09:00', '12:00'),
    ])
    expect(openingHoursSpecification('Lun, Mer et Ven: 08:30-17:00')).toEqual([
      spec(['Monday', 'Wednesday', 'Friday'], '08:30', '17:00'),
    ])
    expect(openingHoursSpecification('Sam-Lun 7h-9h')).toEqual([
      spec(['Monday', 'Saturday', 'Sunday'], '07:00', '09:00'),
    ])
  })

  it('reads the English version of the settings too (#45)', () => {
    expect(openingHoursSpecification(siteSettingsDefaultsEn.openingHours)).toEqual([
      spec(WEEK, '08:00', '18:00'),
      spec(['Saturday'], '08:00', '13:00'),
    ])
    expect(
      openingHoursSpecification(
        'Monday to Friday: 8am to 12:30pm and 3pm to 6pm; Saturday: 9 am-12 pm',
      ),
    ).toEqual([
      spec(WEEK, '08:00', '12:30'),
      spec(WEEK, '15:00', '18:00'),
      spec(['Saturday'], '09:00', '12:00'),
    ])
    expect(openingHoursSpecification('Mon, Wed and Fri: 08:30-17:00, Sun: closed')).toEqual([
      spec(['Monday', 'Wednesday', 'Friday'], '08:30', '17:00'),
    ])
    expect(openingHoursSpecification('Mon-Fri: 8am-6pm, Sat: 8am-1pm')).toEqual([
      spec(WEEK, '08:00', '18:00'),
      spec(['Saturday'], '08:00', '13:00'),
    ])
    // a day named after a comma is a day, not the end of an hour
    expect(openingHoursSpecification('Dim, Lun: 8h-9h')).toEqual([
      spec(['Monday', 'Sunday'], '08:00', '09:00'),
    ])
    expect(openingHoursSpecification('Mon-Fri: 13pm-14pm')).toEqual([])
  })

  it('leaves out what it cannot read instead of guessing', () => {
    expect(openingHoursSpecification('Sur rendez-vous')).toEqual([])
    expect(openingHoursSpecification('')).toEqual([])
    expect(openingHoursSpecification(null)).toEqual([])
    expect(openingHoursSpecification('Lun-Ven: 8h-18h, Jours fériés: fermé')).toEqual([
      spec(WEEK, '08:00', '18:00'),
    ])
    expect(openingHoursSpecification('Lun-Ven: 25h-26h')).toEqual([])
  })
})
