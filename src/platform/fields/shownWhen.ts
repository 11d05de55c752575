import type { Field } from 'payload'

type Siblings = Record<string, unknown>

/**
 * A field the form shows only while its siblings say so (e.g. the logo's image input for an
 * image logo); its stored value is kept when it hides.
 */
export function shownWhen<F extends Field>(field: F, show: (siblings: Siblings) => boolean): F {
  return {
    ...field,
    admin: {
      ...('admin' in field ? field.admin : {}),
      condition: (_: unknown, siblings: Siblings | undefined) => show(siblings ?? {}),
    },
  } as F
}
