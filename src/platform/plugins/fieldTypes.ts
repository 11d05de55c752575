import type { Block, Field } from 'payload'

/** What a field's value must be, in French, for the refusal's message. */
const EXPECTED = {
  text: 'un texte',
  texts: 'une liste de textes',
  number: 'un nombre',
  numbers: 'une liste de nombres',
  boolean: 'vrai ou faux',
  option: 'une des valeurs proposées',
  options: 'une liste de valeurs proposées',
  date: 'une date',
  id: 'un identifiant',
  ids: 'une liste d’identifiants',
  object: 'un objet',
  list: 'une liste',
  point: 'deux coordonnées',
} as const

export type WrongType = { path: string; expected: (typeof EXPECTED)[keyof typeof EXPECTED] }

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A number every database stores and sums exactly: finite, within ±2⁵³. */
const isSafeNumber = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER

/** A row id: a positive integer (SQL), as a number or as text, or MongoDB's ObjectId. */
const isId = (value: unknown) =>
  (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) ||
  (typeof value === 'string' && /^(?:[1-9]\d{0,14}|[0-9a-f]{24})$/i.test(value))

const isDate = (value: unknown) =>
  (typeof value === 'string' && !Number.isNaN(Date.parse(value))) || value instanceof Date

function relationshipValue(value: unknown, polymorphic: boolean): boolean {
  if (!polymorphic) return isId(value)
  return isObject(value) && typeof value.relationTo === 'string' && isId(value.value)
}

const listOf = (value: unknown, each: (item: unknown) => boolean) =>
  Array.isArray(value) && value.every(each)

/**
 * A list with no rows as Payload's admin form sends it (« layout: 0 »), which Payload's own
 * `beforeValidate` makes an empty list: refusing it refused a new page's first save (#59).
 */
const noRows = (value: unknown) => value === 0 || value === '0'

/**
 * The JSON types a write may carry for each field: Payload's validators let a list or an object
 * through a text, select or relationship that is not `hasMany` (`stage: ["won"]`), and the
 * database driver then fails on it (500). Absent and null values are left to `required`.
 */
export function wrongTypes(fields: readonly Field[], data: unknown, prefix = ''): WrongType[] {
  if (!isObject(data)) return []
  const found: WrongType[] = []
  const wrong = (path: string, expected: WrongType['expected']) => found.push({ path, expected })
  for (const field of fields) {
    if (field.type === 'row' || field.type === 'collapsible') {
      found.push(...wrongTypes(field.fields, data, prefix))
      continue
    }
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if (!('name' in tab) || !tab.name) found.push(...wrongTypes(tab.fields, data, prefix))
        else found.push(...nested(tab.fields, data[tab.name], `${prefix}${tab.name}`))
      }
      continue
    }
    if (!('name' in field) || !field.name) continue
    const value = data[field.name]
    if (value === undefined || value === null) continue
    const path = `${prefix}${field.name}`
    const many = 'hasMany' in field && field.hasMany === true
    switch (field.type) {
      case 'text':
      case 'textarea':
      case 'email':
      case 'code':
        if (many ? !listOf(value, (item) => typeof item === 'string') : typeof value !== 'string')
          wrong(path, many ? EXPECTED.texts : EXPECTED.text)
        break
      // PostgreSQL keeps a select's values as an enum: a value out of it fails there
      case 'select':
      case 'radio': {
        const values = new Set(
          field.options.map((option) => (typeof option === 'string' ? option : option.value)),
        )
        const allowed = (item: unknown) => typeof item === 'string' && values.has(item)
        if (many ? !listOf(value, allowed) : !allowed(value))
          wrong(path, many ? EXPECTED.options : EXPECTED.option)
        break
      }
      case 'number':
        if (many ? !listOf(value, isSafeNumber) : !isSafeNumber(value))
          wrong(path, many ? EXPECTED.numbers : EXPECTED.number)
        break
      case 'checkbox':
        if (typeof value !== 'boolean') wrong(path, EXPECTED.boolean)
        break
      case 'date':
        if (!isDate(value)) wrong(path, EXPECTED.date)
        break
      case 'point':
        if (!listOf(value, isSafeNumber) || (value as unknown[]).length !== 2)
          wrong(path, EXPECTED.point)
        break
      case 'relationship':
      case 'upload': {
        const polymorphic = Array.isArray(field.relationTo)
        const each = (item: unknown) => relationshipValue(item, polymorphic)
        if (many ? !listOf(value, each) : !each(value))
          wrong(path, many ? EXPECTED.ids : EXPECTED.id)
        break
      }
      case 'group':
        found.push(...nested(field.fields, value, path))
        break
      case 'array':
        if (noRows(value)) break
        if (!Array.isArray(value)) wrong(path, EXPECTED.list)
        else
          value.forEach((row, index) =>
            found.push(...nested(field.fields, row, `${path}.${index}`)),
          )
        break
      case 'blocks': {
        if (noRows(value)) break
        if (!Array.isArray(value)) {
          wrong(path, EXPECTED.list)
          break
        }
        const blocks = (field.blocks ?? []) as Block[]
        value.forEach((row, index) => {
          const block = isObject(row) ? blocks.find((b) => b.slug === row.blockType) : undefined
          if (!isObject(row)) wrong(`${path}.${index}`, EXPECTED.object)
          else if (block) found.push(...wrongTypes(block.fields, row, `${path}.${index}.`))
        })
        break
      }
      // json and rich text hold any JSON; join and ui hold no data
      default:
        break
    }
  }
  return found

  function nested(children: readonly Field[], value: unknown, path: string): WrongType[] {
    if (value === undefined || value === null) return []
    if (!isObject(value)) return [{ path, expected: EXPECTED.object }]
    return wrongTypes(children, value, `${path}.`)
  }
}
