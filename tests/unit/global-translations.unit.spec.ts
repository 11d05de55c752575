// features: site, home, maintenance
import type { Field, GlobalConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { globals } from '@payload-config'

import { localeDefaultsIn } from '@/platform/data/globalDefaults'
import { heroDefaults } from '@/features/home/Hero/defaults'
import { heroDefaultsEn } from '@/features/home/Hero/defaults.en'
import { maintenanceDefaults } from '@/features/maintenance/defaults'
import { maintenanceDefaultsEn } from '@/features/maintenance/defaults.en'

/**
 * #45: each global's English defaults (its `defaults.en.ts`) are its French ones translated: the
 * same keys, rows and ids, the same value for every field with one value for all languages
 * (links, numbers, colours, switches), and a translation for every text a visitor reads.
 */

type Data = Record<string, unknown>
type Translated = GlobalConfig & { custom: { defaults: Data; translations: { en?: Data } } }

const translated = globals.filter(
  (global): global is Translated => global.custom?.translations?.en !== undefined,
)

/** Texts that read the same in English: words both languages share. */
const SAME_IN_BOTH_LANGUAGES = new Set(['Bulldozer', 'Contact', 'Excellence', 'Newsletter', 'Pro'])
/** Where a text is a name or a technical figure: the partners' names, a machine's specifications. */
const SAME_BY_NATURE = [/^partners\.\d+\.name$/, /^featuredEquipments\.\d+\.specifications\.\d+$/]

const sameByNature = (path: string, french: string) =>
  SAME_IN_BOTH_LANGUAGES.has(french) || SAME_BY_NATURE.some((pattern) => pattern.test(path))

/** One text a visitor reads, in both languages. */
type Text = { path: string; french: string; english: string }

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The texts of a Lexical state, node by node. */
function lexicalTexts(node: unknown): string[] {
  if (!isObject(node)) return []
  const own = typeof node.text === 'string' ? [node.text] : []
  const children = Array.isArray(node.children) ? node.children : []
  return [
    ...own,
    ...children.flatMap(lexicalTexts),
    ...(isObject(node.root) ? lexicalTexts(node.root) : []),
  ]
}

/**
 * Walks a global's fields over its French and English defaults side by side: the same keys at
 * every level, the same rows, an equal value for each field that is not `localized`; returns the
 * localized texts.
 */
function compareDefaults(fields: Field[], french: Data, english: Data, path = ''): Text[] {
  const at = (name: string | number) => (path ? `${path}.${name}` : String(name))
  expect(Object.keys(english).sort(), `keys of ${path || 'the global'}`).toEqual(
    Object.keys(french).sort(),
  )
  const texts: Text[] = []
  const seen = new Set<string>()
  const walk = (list: Field[]) => {
    for (const field of list) {
      if (field.type === 'tabs') {
        for (const tab of field.tabs) {
          if ('name' in tab && tab.name) {
            seen.add(tab.name)
            texts.push(
              ...compareDefaults(
                tab.fields,
                (french[tab.name] ?? {}) as Data,
                (english[tab.name] ?? {}) as Data,
                at(tab.name),
              ),
            )
          } else walk(tab.fields)
        }
        continue
      }
      if (field.type === 'row' || field.type === 'collapsible') {
        walk(field.fields)
        continue
      }
      if (!('name' in field) || !(field.name in french)) continue
      const { name } = field
      seen.add(name)
      const [fr, en] = [french[name], english[name]]
      if (field.type === 'group') {
        expect(isObject(en), at(name)).toBe(isObject(fr))
        if (isObject(fr) && isObject(en))
          texts.push(...compareDefaults(field.fields, fr, en, at(name)))
        continue
      }
      if (field.type === 'array') {
        const [frRows, enRows] = [(fr ?? []) as Data[], (en ?? []) as Data[]]
        expect(
          enRows.map((row) => row.id),
          `rows of ${at(name)}`,
        ).toEqual(frRows.map((row) => row.id))
        frRows.forEach((row, index) =>
          texts.push(...compareDefaults(field.fields, row, enRows[index]!, at(`${name}.${index}`))),
        )
        continue
      }
      if (!('localized' in field && field.localized)) {
        expect(en, `${at(name)} has one value for every language`).toEqual(fr)
        continue
      }
      if (field.type === 'richText') {
        const [frTexts, enTexts] = [lexicalTexts(fr), lexicalTexts(en)]
        expect(enTexts.length, `paragraphs of ${at(name)}`).toBeGreaterThan(0)
        enTexts.forEach((text, index) =>
          texts.push({ path: at(`${name}.${index}`), french: frTexts[index] ?? '', english: text }),
        )
        // no French paragraph left as it was
        for (const text of enTexts) expect(frTexts, at(name)).not.toContain(text)
        continue
      }
      if (Array.isArray(fr)) {
        expect(Array.isArray(en) && en.length, `values of ${at(name)}`).toBe(fr.length)
        fr.forEach((value, index) =>
          texts.push({
            path: at(`${name}.${index}`),
            french: String(value),
            english: String((en as unknown[])[index]),
          }),
        )
        continue
      }
      expect(typeof en, at(name)).toBe(typeof fr)
      texts.push({ path: at(name), french: String(fr ?? ''), english: String(en ?? '') })
    }
  }
  walk(fields)
  // a key no field stores (a default the config no longer has) is shared as it is
  for (const key of Object.keys(french).filter((key) => !seen.has(key)))
    expect(english[key], `${at(key)} (no field)`).toEqual(french[key])
  return texts
}

describe('English defaults of the globals', () => {
  it('every global a visitor reads has them, the maintenance page too (#59)', () => {
    expect(translated.map((global) => global.slug).sort()).toEqual(
      [
        'section-hero',
        'section-departments',
        'section-values',
        'section-equipment',
        'section-quote-calculator',
        'section-news',
        'section-newsletter',
        'section-partners',
        'section-contact',
        'section-footer',
        'site-settings',
        'top-bar',
        'legal-pages',
        'maintenance',
      ].sort(),
    )
  })

  describe.each(translated.map((global) => [global.slug, global] as const))('%s', (_, global) => {
    const { defaults, translations } = global.custom
    const texts = () => compareDefaults(global.fields, defaults, translations.en!)

    it('has the French keys, rows and shared values, and texts to translate', () => {
      expect(texts().length).toBeGreaterThan(0)
    })

    it('translates every text a visitor reads, in English typography', () => {
      for (const { path, french, english } of texts()) {
        if (french === '') expect(english, `${path} stays empty`).toBe('')
        else if (!sameByNature(path, french))
          expect(english, `${path} is translated`).not.toBe(french)
        // no French spacing before punctuation, no French quotation marks
        expect(english, path).not.toMatch(/\s[:;!?»]|«/)
      }
    })
  })
})

/** A field of a global by name, through its tabs, rows and collapsibles (a named tab is a group). */
function fieldNamed(fields: Field[], name: string): Field | { fields: Field[] } | undefined {
  for (const field of fields) {
    if ('name' in field && field.name === name) return field
    if (field.type === 'tabs') {
      const tab = field.tabs.find((candidate) => 'name' in candidate && candidate.name === name)
      if (tab) return tab
    }
    const nested =
      field.type === 'tabs'
        ? field.tabs.flatMap((tab) => ('name' in tab && tab.name ? [] : tab.fields))
        : field.type === 'row' || field.type === 'collapsible'
          ? field.fields
          : []
    const found = fieldNamed(nested, name)
    if (found) return found
  }
  return undefined
}

/** Each default a field gives, in French, without a language and in English: how many. */
function checkDefaults(fields: Field[], french: Data, english: Data, path: string): number {
  let checked = 0
  for (const [name, value] of Object.entries(french)) {
    const field = fieldNamed(fields, name)
    if (!field) continue
    if (!('type' in field) || field.type === 'group') {
      if (isObject(value) && isObject(english[name]))
        checked += checkDefaults(field.fields, value, english[name], `${path}${name}.`)
      continue
    }
    if (!('defaultValue' in field) || typeof field.defaultValue !== 'function') continue
    const valueIn = (locale?: string) =>
      (field.defaultValue as (args: { locale?: string }) => unknown)({ locale })
    expect(valueIn('fr'), path + name).toEqual(value)
    expect(valueIn(undefined), path + name).toEqual(value)
    expect(valueIn('en'), path + name).toEqual(english[name])
    checked += 1
  }
  return checked
}

describe('reading a global in each language', () => {
  it('the readers’ fallback is the English defaults in English, the French in French', () => {
    expect(localeDefaultsIn(globals, 'section-hero', 'en').title).toBe(heroDefaultsEn.title)
    expect(localeDefaultsIn(globals, 'section-hero', 'fr').title).toBe(heroDefaults.title)
    expect(localeDefaultsIn(globals, 'section-hero').title).toBe(heroDefaults.title)
    // the maintenance page has its English (#59)
    expect(localeDefaultsIn(globals, 'maintenance', 'en').title).toBe(maintenanceDefaultsEn.title)
    expect(localeDefaultsIn(globals, 'maintenance', 'fr').title).toBe(maintenanceDefaults.title)
  })

  it.each(translated.map((global) => [global.slug, global] as const))(
    '%s: the admin’s and Payload’s default of each text is the language asked for',
    (_, global) => {
      const checked = checkDefaults(
        global.fields,
        global.custom.defaults,
        global.custom.translations.en!,
        '',
      )
      expect(checked).toBeGreaterThan(0)
    },
  )
})
