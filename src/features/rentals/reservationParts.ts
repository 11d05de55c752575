// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import type { CollectionBeforeDeleteHook, CollectionConfig, Endpoint } from 'payload'

/**
 * What a feature built on the rentals adds to the reservations (the yard, the contract): a guard
 * before a delete, its endpoints under `/api/cms/reservations/:id/…` and a panel at the end of
 * the reservation's screen, shown once the reservation is saved. payload.config.ts wraps the
 * collection with each, so that the rentals import neither.
 */
export const withReservationParts =
  (parts: {
    beforeDelete: CollectionBeforeDeleteHook
    endpoints: Endpoint[]
    panel: { name: string; label: string; component: string }
  }) =>
  (reservations: CollectionConfig): CollectionConfig => ({
    ...reservations,
    hooks: {
      ...reservations.hooks,
      beforeDelete: [...(reservations.hooks?.beforeDelete ?? []), parts.beforeDelete],
    },
    endpoints: [...(reservations.endpoints || []), ...parts.endpoints],
    fields: [
      ...reservations.fields,
      {
        name: parts.panel.name,
        type: 'ui',
        label: parts.panel.label,
        admin: {
          condition: (data) => Boolean(data?.id),
          components: { Field: parts.panel.component },
        },
      },
    ],
  })
