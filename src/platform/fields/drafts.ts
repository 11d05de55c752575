import type { CollectionConfig, SchedulePublish, SelectField } from 'payload'

/**
 * The schedule's picker as the team's date fields have it (src/platform/fields/dateTime.ts): shown and
 * typed « 30/11/2026 14:05 ». `displayFormat` is read by the patch of @payloadcms/ui
 * (patches/), whose drawer otherwise shows « nov. 29, 2026 7:11 AM » and ignores a typed date.
 */
const SCHEDULE_PICKER = {
  timeFormat: 'HH:mm',
  timeIntervals: 1,
  displayFormat: 'dd/MM/yyyy HH:mm',
} satisfies SchedulePublish & { displayFormat: string }

/**
 * Payload's drafts with « Planifier la publication » (#44), to the minute on the 24-hour clock
 * (Payload's default: every 5 minutes, 12-hour); its schedules run on the jobs queue
 * (src/platform/services/jobs/publications.ts). With `autosave`, the draft is saved as the editor types
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
      schedulePublish: SCHEDULE_PICKER,
    },
  }
}

/**
 * The admin of a collection whose drafts autosave: nothing is stored until the editor first
 * saves (« Enregistrer le brouillon » or « Publier ») (#59: Payload creates the document as soon
 * as « Créer » opens, so every visit of the screen left an empty draft). Read by the patches of
 * @payloadcms/next (the create view) and @payloadcms/ui (its buttons), as Payload does for
 * `drafts.validate`, which would also validate every autosave.
 */
export const CREATED_ON_FIRST_SAVE = { custom: { createOnFirstSave: true } }

/**
 * Payload's `_status` under its own enum name, for a collection that already has a `status`
 * field (the machines'): PostgreSQL would otherwise name both enums `enum_equipment_status`.
 * Payload merges it into the `_status` it adds (the rest stays Payload's).
 */
export function publicationStatusEnum(enumName: string): SelectField {
  // its options are Payload's: arrays merge by concatenation, so none is given here
  return { name: '_status', type: 'select', enumName } as SelectField
}
