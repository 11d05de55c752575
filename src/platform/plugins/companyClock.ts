import type { CollectionConfig, Config, Field } from 'payload'

const DATE_CELL = '/admin/Cells/DateCell#DateCell'

type Admin = { admin?: { components?: { Cell?: unknown } } }

/** A date field without a cell of its own gets the company's clock in lists. */
function withDateCell(field: Field): Field {
  if (field.type === 'date') {
    if ((field as Admin).admin?.components?.Cell) return field
    return {
      ...field,
      admin: { ...field.admin, components: { ...field.admin?.components, Cell: DATE_CELL } },
    }
  }
  if (field.type === 'row' || field.type === 'collapsible')
    return { ...field, fields: field.fields.map(withDateCell) }
  if (field.type === 'tabs')
    return {
      ...field,
      tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(withDateCell) })),
    }
  return field
}

const named = (fields: Field[], name: string) =>
  fields.some((field) => 'name' in field && field.name === name)

/**
 * The timestamps as Payload adds them (hidden, indexed, its own labels), declared here so that
 * their list column shows the company's clock too: Payload adds only those a collection lacks.
 */
function timestamps(collection: CollectionConfig): Field[] {
  if (collection.timestamps === false) return []
  return (['updatedAt', 'createdAt'] as const)
    .filter((name) => !named(collection.fields, name))
    .map((name) => ({
      name,
      type: 'date',
      index: true,
      label: ({ t }) => t(`general:${name}`),
      admin: { disableBulkEdit: true, hidden: true, components: { Cell: DATE_CELL } },
    }))
}

const DOCUMENT_DATES = '/admin/Dates/DocumentDates.client#DocumentDates'

/** A document's header dates on the company's clock (DocumentDates), before its other controls. */
function withDocumentDates(admin: CollectionConfig['admin']): CollectionConfig['admin'] {
  const edit = admin?.components?.edit
  return {
    ...admin,
    components: {
      ...admin?.components,
      edit: {
        ...edit,
        beforeDocumentControls: [DOCUMENT_DATES, ...(edit?.beforeDocumentControls ?? [])],
      },
    },
  }
}

/**
 * Every date of the admin's lists and documents on the company's clock (src/lib/timeZone.ts),
 * whatever the reader's device zone: the fields' own, the timestamps and a document's header.
 */
export function companyClock(config: Config): Config {
  return {
    ...config,
    collections: config.collections?.map((collection) => ({
      ...collection,
      admin: withDocumentDates(collection.admin),
      fields: [...collection.fields.map(withDateCell), ...timestamps(collection)],
    })),
  }
}
