import type { Field, TabsField, UnnamedTab } from 'payload'

/**
 * One tab of an editor screen. Unnamed, so it is layout only: its fields keep their place in
 * the stored data, the database schema and the generated types (and `applyDefaults` walks it).
 */
export const tab = (label: string, fields: Field[]): UnnamedTab => ({ label, fields })

/** The tabs of an editor screen: `tabs(tab('Contact', [...]), tab('Réseaux', [...]))`. */
export const tabs = (...list: UnnamedTab[]): TabsField => ({ type: 'tabs', tabs: list })
