import type { CollectionConfig, SelectField } from 'payload'

/**
 * Payload's drafts with « Planifier la publication » (#44), to the minute on the 24-hour clock
 * (Payload's default: every 5 minutes, 12-hour); its schedules run on the jobs queue
 * (src/services/jobs/publications.ts). With `autosave`, the draft is saved as the editor types
 * (pages, projects); without, an editor saves a draft or publishes (articles, machines,
 * departments, whose saves the spec announces).
 */
export function draftVersions(
  maxPerDoc: number,
  autosave?: { interval: number },
): NonNullable<CollectionConfig['versions']> {
  return {
    maxPerDoc,
    drafts: {
      ...(autosave ? { autosave } : {}),
      schedulePublish: { timeFormat: 'HH:mm', timeIntervals: 1 },
    },
  }
}

/**
 * Payload's `_status` under its own enum name, for a collection that already has a `status`
 * field (the machines'): PostgreSQL would otherwise name both enums `enum_equipment_status`.
 * Payload merges it into the `_status` it adds (the rest stays Payload's).
 */
export function publicationStatusEnum(enumName: string): SelectField {
  // its options are Payload's: arrays merge by concatenation, so none is given here
  return { name: '_status', type: 'select', enumName } as SelectField
}
