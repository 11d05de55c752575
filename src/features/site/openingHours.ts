/**
 * schema.org's days, Monday first, and how the settings may write them, short or whole: in
 * French, and in English for the English version of the settings (#45).
 */
const DAYS = [
  ['Monday', 'lun', 'lundi', 'mon'],
  ['Tuesday', 'mar', 'mardi', 'tue', 'tues'],
  ['Wednesday', 'mer', 'mercredi', 'wed'],
  ['Thursday', 'jeu', 'jeudi', 'thu', 'thur', 'thurs'],
  ['Friday', 'ven', 'vendredi', 'fri'],
  ['Saturday', 'sam', 'samedi', 'sat'],
  ['Sunday', 'dim', 'dimanche', 'sun'],
] as const

type OpeningHoursSpecification = {
  '@type': 'OpeningHoursSpecification'
  dayOfWeek: string[]
  opens: string
  closes: string
}

const dayIndex = (word: string) => {
  const key = word
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f.]/g, '')
  return DAYS.findIndex(
    ([english, ...written]) => key === english.toLowerCase() || written.some((w) => w === key),
  )
}

/**
 * « Lun-Ven », « lundi au vendredi », « Sam », « Lun, Mer et Ven », "Monday to Friday",
 * "Mon, Wed and Fri" → schema.org days.
 */
function daysOf(text: string): string[] | null {
  const days = new Set<number>()
  for (const part of text.split(/\s*(?:,|\bet\b|\band\b|&)\s*/i).filter(Boolean)) {
    const range = part.split(/\s*(?:-|–|\bau\b|\bto\b|\sà\s)\s*/i).filter(Boolean)
    const [from, to] = range.map(dayIndex)
    if (from === undefined || from < 0 || range.length > 2) return null
    if (range.length === 1) days.add(from)
    else if (to === undefined || to < 0) return null
    else for (let day = from; day !== (to + 1) % 7; day = (day + 1) % 7) days.add(day)
  }
  return days.size ? [...days].sort((a, b) => a - b).map((day) => DAYS[day]![0]) : null
}

/** « 8h », « 8h30 », « 08:30 », « 8 h 30 », "8am", "6:30 pm" → « 08:30 ». */
function timeOf(text: string): string | null {
  const match = /^(\d{1,2})(?:\s*(?:h|:)\s*(\d{2})?|\s*(?::(\d{2}))?\s*([ap])\.?m\.?)$/i.exec(
    text.trim(),
  )
  if (!match) return null
  const meridiem = match[4]?.toLowerCase()
  const clock = Number(match[1])
  if (meridiem && (clock < 1 || clock > 12)) return null
  const hours = meridiem ? (clock % 12) + (meridiem === 'p' ? 12 : 0) : clock
  const minutes = Number(match[2] ?? match[3] ?? 0)
  if (hours > 24 || minutes > 59) return null
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`
}

/**
 * The opening hours as the team writes them in the settings (« Lun-Ven: 8h-18h, Sam: 8h-13h »,
 * « Lundi au vendredi : 8h-12h30 / 15h-18h », "Mon–Fri: 8:00–18:00", "Saturday: 8am to 1pm") as
 * schema.org's specification for search engines.
 * A part it cannot read is left out rather than guessed.
 */
export function openingHoursSpecification(text: string | null | undefined) {
  const specification: OpeningHoursSpecification[] = []
  // a new group starts at a semicolon, or at a comma after an hour and before a day's name
  const groups = (text ?? '').split(/[;\n]|(?<=[\dh]|[ap]\.?m\.?)\s*,\s*(?=[^\d\s])/i)
  for (const group of groups) {
    const colon = group.search(/:(?!\d{2}\b)|\s(?=\d)/)
    if (colon < 0) continue
    const days = daysOf(group.slice(0, colon).trim())
    if (!days) continue
    for (const span of group.slice(colon + 1).split(/\s*(?:\/|\bet\b|\band\b|,)\s*/i)) {
      const [opens, closes, extra] = span.split(/\s*(?:-|–|\sà\s|\sto\s)\s*/).map(timeOf)
      if (opens && closes && extra === undefined)
        specification.push({ '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens, closes })
    }
  }
  return specification
}
