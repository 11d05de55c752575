import type { Validate } from 'payload'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Payload's own validators take their field's options
type FieldValidate = (value: any, options: any) => ReturnType<Validate>

type LexicalNode = { text?: unknown; children?: LexicalNode[] }

function hasText(node: LexicalNode | undefined): boolean {
  if (!node) return false
  if (typeof node.text === 'string' && node.text.trim() !== '') return true
  return (node.children ?? []).some(hasText)
}

/** Empty for a form: nothing, blanks, an empty list, or a rich text without any text. */
function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  if (typeof value === 'object' && 'root' in value)
    return !hasText((value as { root: LexicalNode }).root)
  return false
}

/**
 * A required field that answers with the spec's own message (back office §5, e.g. 'Veuillez
 * remplir tous les champs requis') instead of Payload's generic one; a filled value still goes
 * through the field type's usual checks (`base`, e.g. `select` or `number` from payload/shared).
 */
export function requiredWith(message: string, base?: FieldValidate): Validate {
  return (value, options) => (isBlank(value) ? message : base ? base(value, options) : true)
}

/** A required amount that must be greater than 0 (the calculator's daily price). */
export function positiveWith(message: string, base?: FieldValidate): Validate {
  return (value, options) =>
    typeof value === 'number' && value > 0 ? (base ? base(value, options) : true) : message
}
