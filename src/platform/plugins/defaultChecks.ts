import type { Block, Field, Validate } from 'payload'
import { date, email, number, radio, select, text, textarea } from 'payload/shared'

/** Payload's own checks of a field's limits (length, bounds, options, format), by type. */
const DEFAULT_CHECKS: Partial<Record<Field['type'], Validate>> = {
  text: text as Validate,
  textarea: textarea as Validate,
  email: email as Validate,
  number: number as Validate,
  select: select as Validate,
  radio: radio as Validate,
  date: date as Validate,
}

/**
 * A field's own `validate` replaces Payload's, so its `maxLength`, `min`, `max` and options were
 * no longer checked (#58: a quote line's label of 200,000 characters, a negative price). Here
 * the field's check runs first, then Payload's with `required` left to the field's own (which
 * may ask for a value only in some cases).
 */
function keepDefaultCheck(field: Field): Field {
  const check = DEFAULT_CHECKS[field.type]
  if (!('validate' in field) || typeof field.validate !== 'function' || !check) return field
  const own = field.validate as Validate
  const validate: Validate = async (value, options) => {
    const verdict = await own(value, options)
    if (verdict !== true) return verdict
    return check(value, { ...options, required: false } as typeof options)
  }
  return { ...field, validate } as Field
}

const keepInBlocks = (blocks: readonly (Block | string)[]) =>
  blocks.map((block) =>
    typeof block === 'string' ? block : { ...block, fields: keepDefaultChecks(block.fields) },
  )

/** Every field of a collection, a global or a block, with Payload's checks kept under its own. */
export function keepDefaultChecks(fields: readonly Field[]): Field[] {
  return fields.map((field) => {
    if (field.type === 'tabs')
      return {
        ...field,
        tabs: field.tabs.map((tab) => ({ ...tab, fields: keepDefaultChecks(tab.fields) })),
      }
    if (field.type === 'blocks')
      return { ...field, blocks: keepInBlocks(field.blocks ?? []) as Block[] }
    if ('fields' in field && Array.isArray(field.fields))
      return { ...field, fields: keepDefaultChecks(field.fields) } as Field
    return keepDefaultCheck(field)
  })
}
