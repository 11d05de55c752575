/**
 * The words a client component shows cross from the server as data, so they are plain strings:
 * `{name}` marks a value, and a count's forms are chosen by the language's plural rules.
 */
export type TextTree = { readonly [key: string]: string | TextTree }

/** A count's forms, by the plural category of `Intl.PluralRules` ('other' always present). */
export type CountForms = { readonly one?: string; readonly other: string }

/** « Découvrir {name} » with `{ name: 'BTP' }` → « Découvrir BTP ». */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  )

/** The form of `forms` for `count` in `intl` (French says « 0 unité », English « 0 units »). */
export function countText(forms: CountForms, count: number, intl: string): string {
  const category = new Intl.PluralRules(intl).select(count) as keyof CountForms
  return fill(forms[category] ?? forms.other, { count: count.toLocaleString(intl) })
}
