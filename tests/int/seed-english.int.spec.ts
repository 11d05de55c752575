// features: platform, site
import type { Payload, Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { EXCERPT_FALLBACK_LENGTH } from '@/lib/constants'
import { excerptFromText } from '@/lib/format'
import { lexicalToPlainText } from '@/lib/lexical'
import { databaseEngine } from '@/platform/runtime/environment'
import { departmentSeeds } from '@/seed/departments'
import {
  englishArticles,
  englishDepartments,
  englishMachines,
  englishProjects,
} from '@/seed/english'
import { equipmentSeeds } from '@/seed/equipment'
import { newsSeeds } from '@/seed/news'
import { projectSeeds } from '@/seed/projects'

import { testPayload } from '../helpers/payload'

/**
 * #45: a newcomer's site is complete in English too. Every demo item is written in both
 * languages; the French stays exactly what the French seed says, with its addresses.
 */
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'departments',
    locale: 'en',
    fallbackLocale: false,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  if (docs.length && docs.every(({ name }) => !name))
    // the database is shared by the suite's files, and the localization migration's way down
    // drops every language but French
    throw new Error(
      'No department has an English name: the seed wrote none, or a file that takes the localized_content migration down and up (tests/helpers/localizedContentMigration.ts) ran before this one.',
    )
})

// a make and model, the same in both languages
const SAME_NAME_IN_ENGLISH = new Set(['Toyota Land Cruiser 300'])

const sorted = (values: (string | null | undefined)[]) => [...values].sort()

/** The text of each paragraph or heading of a rich text, as `lexicalFromParagraphs` wrote it. */
function blocksOf(content: unknown): string[] {
  const root = (content as { root?: { children?: { children?: { text?: string }[] }[] } } | null)
    ?.root
  return (root?.children ?? []).map((block) =>
    (block.children ?? []).map((node) => node.text ?? '').join(''),
  )
}

const withoutHeadingMarks = (paragraphs: string[]) =>
  paragraphs.map((text) => (text.startsWith('## ') ? text.slice(3) : text))

/** The seeded items of a collection in French and in English (nothing borrowed from French). */
async function bothLanguages<S extends 'departments' | 'equipment' | 'news' | 'projects'>(
  collection: S,
  where: Where,
) {
  const read = (locale: 'fr' | 'en', filter: Where) =>
    payload.find({
      collection,
      where: filter,
      locale,
      fallbackLocale: false,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
  // found by their French, then the same items read in English
  const { docs: french } = await read('fr', where)
  const { docs: english } = await read('en', { id: { in: french.map(({ id }) => id) } })
  return french.map((doc) => ({
    fr: doc,
    en: english.find((other) => other.id === doc.id)!,
  }))
}

describe(`the demo content in English (${databaseEngine()})`, () => {
  it('has English for every French item, and none for an item the French seed no longer has', () => {
    expect(sorted(Object.keys(englishDepartments))).toEqual(
      sorted(departmentSeeds.map(({ slug }) => slug)),
    )
    expect(sorted(Object.keys(englishMachines))).toEqual(
      sorted(equipmentSeeds.map(({ name }) => name)),
    )
    expect(sorted(Object.keys(englishArticles))).toEqual(
      sorted(newsSeeds.map(({ title }) => title)),
    )
    expect(sorted(Object.keys(englishProjects))).toEqual(
      sorted(projectSeeds.map(({ title }) => title)),
    )
    // the same services, words and headings, one for one
    for (const { slug, features } of departmentSeeds)
      expect(englishDepartments[slug ?? '']?.features, slug ?? '').toHaveLength(
        features?.length ?? 0,
      )
    for (const { name, tags } of equipmentSeeds)
      expect(englishMachines[name]?.tags, name).toHaveLength(tags?.length ?? 0)
    for (const { title, paragraphs, tags, excerpt } of newsSeeds) {
      const english = englishArticles[title]!
      expect(
        english.paragraphs.map((text) => text.startsWith('## ')),
        title,
      ).toEqual(paragraphs.map((text) => text.startsWith('## ')))
      expect(english.tags, title).toHaveLength(tags?.length ?? 0)
      expect(english.excerpt === undefined, title).toBe(excerpt === undefined)
    }
    for (const { title, paragraphs } of projectSeeds)
      expect(englishProjects[title]?.paragraphs, title).toHaveLength(paragraphs.length)
  })

  it('names every department in English, and keeps its French and its address', async () => {
    const items = await bothLanguages('departments', {
      slug: { in: departmentSeeds.map(({ slug }) => slug ?? '') },
    })
    expect(items).toHaveLength(departmentSeeds.length)
    for (const { fr, en } of items) {
      const seed = departmentSeeds.find(({ slug }) => slug === fr.slug)!
      expect(fr).toMatchObject({
        name: seed.name,
        description: seed.description,
        features: seed.features,
        isActive: true,
        _status: 'published',
      })
      expect(en).toMatchObject({
        ...englishDepartments[seed.slug ?? ''],
        // one address for both languages (the spec's short id)
        slug: seed.slug,
        isActive: true,
        _status: 'published',
      })
      expect(en.name).not.toBe(fr.name)
    }
  })

  it('names every machine in English, and keeps its French and its address', async () => {
    const items = await bothLanguages('equipment', {
      name: { in: equipmentSeeds.map(({ name }) => name) },
    })
    expect(items).toHaveLength(equipmentSeeds.length)
    for (const { fr, en } of items) {
      const seed = equipmentSeeds.find(({ name }) => name === fr.name)!
      expect(fr).toMatchObject({ description: seed.description, tags: seed.tags })
      expect(en).toMatchObject({ ...englishMachines[seed.name], slug: null, isActive: true })
      if (!SAME_NAME_IN_ENGLISH.has(seed.name)) expect(en.name).not.toBe(fr.name)
    }
    const excavator = items.find(({ fr }) => fr.name === 'Pelle hydraulique CAT 320')
    expect(excavator?.fr.slug).toBe('pelle-hydraulique-cat-320')
    expect(excavator?.en).toMatchObject({ name: 'CAT 320 hydraulic excavator', slug: null })
    const english = await payload.findByID({
      collection: 'equipment',
      id: excavator!.fr.id,
      locale: 'en',
      depth: 0,
    })
    expect(english.slug).toBe('pelle-hydraulique-cat-320')
  })

  it('writes every article in English, leaves the French as it was and the draft a draft', async () => {
    const items = await bothLanguages('news', {
      title: { in: newsSeeds.map(({ title }) => title) },
    })
    expect(items).toHaveLength(newsSeeds.length)
    for (const { fr, en } of items) {
      const seed = newsSeeds.find(({ title }) => title === fr.title)!
      const english = englishArticles[seed.title]!
      const published = seed.isPublished ?? true
      const frenchText = lexicalToPlainText(fr.content)
      const englishText = lexicalToPlainText(en.content)
      expect(fr).toMatchObject({
        tags: seed.tags,
        isPublished: published,
        excerpt: seed.excerpt ?? excerptFromText(frenchText, EXCERPT_FALLBACK_LENGTH),
      })
      expect(blocksOf(fr.content)).toEqual(withoutHeadingMarks(seed.paragraphs))
      expect(en).toMatchObject({
        title: english.title,
        tags: english.tags,
        isPublished: published,
        _status: published ? 'published' : 'draft',
        // a summary the French seed leaves to the hook is the English content's
        excerpt: english.excerpt ?? excerptFromText(englishText, EXCERPT_FALLBACK_LENGTH),
      })
      expect(en.title).not.toBe(fr.title)
      const englishBlocks = blocksOf(en.content)
      expect(englishBlocks).toEqual(withoutHeadingMarks(english.paragraphs))
      for (const block of blocksOf(fr.content))
        expect(englishBlocks, seed.title).not.toContain(block)
    }
    // the English is what an English search finds
    const { docs } = await payload.find({
      collection: 'news',
      locale: 'en',
      where: { searchText: { contains: 'solar pumps' } },
      depth: 0,
      overrideAccess: true,
    })
    expect(docs.map(({ title }) => title)).toContain(
      'Boreholes: 25 new water points in the Tahoua region',
    )
  })

  it('tells every project in English, published in both languages', async () => {
    const items = await bothLanguages('projects', {
      title: { in: projectSeeds.map(({ title }) => title) },
    })
    expect(items).toHaveLength(projectSeeds.length)
    for (const { fr, en } of items) {
      const seed = projectSeeds.find(({ title }) => title === fr.title)!
      const english = englishProjects[seed.title]!
      expect(fr).toMatchObject({
        summary: seed.summary,
        testimonial: seed.testimonial,
        _status: 'published',
      })
      expect(blocksOf(fr.content)).toEqual(seed.paragraphs)
      expect(en).toMatchObject({
        title: english.title,
        summary: english.summary,
        testimonial: { quote: english.quote, author: english.author },
        // its French address serves in English too (#45, a fallback)
        slug: null,
        _status: 'published',
      })
      expect(fr.slug).toEqual(expect.any(String))
      expect(blocksOf(en.content)).toEqual(english.paragraphs)
      expect(en.title).not.toBe(fr.title)
    }
    // what a visitor reads in each language, and the latest version the admin opens
    const ids = items.map(({ fr }) => fr.id).sort()
    for (const locale of ['fr', 'en'] as const) {
      const visible = await payload.find({
        collection: 'projects',
        locale,
        where: { id: { in: ids } },
        depth: 0,
        pagination: false,
        overrideAccess: false,
      })
      expect(sorted(visible.docs.map(({ id }) => String(id))), locale).toEqual(
        sorted(ids.map(String)),
      )
      const latest = await payload.find({
        collection: 'projects',
        locale,
        draft: true,
        where: { id: { in: ids } },
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
      expect(
        latest.docs.map(({ _status }) => _status),
        locale,
      ).toEqual(ids.map(() => 'published'))
    }
  })
})
