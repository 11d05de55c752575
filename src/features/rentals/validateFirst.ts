import type { PayloadRequest, SanitizedCollectionConfig } from 'payload'
import { ValidationError } from 'payload'
import { fieldAffectsData, flattenTopLevelFields } from 'payload/shared'

/**
 * Payload checks the fields after its collection's `beforeChange` hooks: a reservation's or a
 * unit's top-level fields are checked here first, with Payload's own checks, so that a save it
 * would refuse (a name left empty, an address that is not one) holds nothing, even for a moment,
 * on SQLite where the holds are written apart (./booking.ts). Arrays are checked by the hooks.
 */
export async function validateFirst(
  collection: SanitizedCollectionConfig,
  doc: Record<string, unknown>,
  operation: 'create' | 'update',
  req: PayloadRequest,
): Promise<void> {
  const errors: { message: string; path: string }[] = []
  for (const field of flattenTopLevelFields(collection.fields)) {
    if (!fieldAffectsData(field) || field.type === 'array' || !('validate' in field)) continue
    const validate = field.validate as
      | ((
          value: unknown,
          options: Record<string, unknown>,
        ) => Promise<string | true> | string | true)
      | undefined
    const outcome = await validate?.(doc[field.name], {
      ...field,
      data: doc,
      siblingData: doc,
      operation,
      id: doc.id,
      path: [field.name],
      req,
      event: 'submit',
      preferences: { fields: {} },
    })
    if (typeof outcome === 'string') errors.push({ message: outcome, path: field.name })
  }
  if (errors.length) throw new ValidationError({ collection: collection.slug, errors, req })
}
