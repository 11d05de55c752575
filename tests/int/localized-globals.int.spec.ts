// features: site, home
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { databaseEngine } from '@/platform/runtime/environment'
import * as postgres from '@/migrations/postgres/20261128_030445_localized_globals'
import * as sqlite from '@/migrations/sqlite/20261128_030237_localized_globals'

import { api } from '../helpers/api'
import { withLaterMigrationsOff } from '../helpers/laterMigrations'
import { testPayload } from '../helpers/payload'
import { sqlRows } from '../helpers/sqlRows'

/**
 * #45: the texts of the globals a visitor reads (sections, top bar, settings, legal pages) have a
 * version per language, French where English is empty; the lists' rows, links and numbers stay
 * shared; the migration kept every French text where it was.
 */
let payload: Payload
const context = { disableRevalidate: true }
let saved: { news: unknown; topBar: unknown }

beforeAll(async () => {
  payload = await testPayload()
  const [news, topBar] = await Promise.all([
    payload.findGlobal({ slug: 'section-news', depth: 0, locale: 'fr', fallbackLocale: false }),
    payload.findGlobal({ slug: 'top-bar', depth: 0, locale: 'fr', fallbackLocale: false }),
  ])
  saved = { news, topBar }
})

afterAll(async () => {
  const { news, topBar } = saved as { news: object; topBar: object }
  await payload.updateGlobal({ slug: 'section-news', data: news, locale: 'fr', context })
  await payload.updateGlobal({ slug: 'top-bar', data: topBar, locale: 'fr', context })
  // the English this file wrote goes (a required menu name cannot be emptied by a save): the
  // next files read the section and the menu as they were
  for (const table of ['section_news_locales', 'top_bar_navigation_items_locales'])
    await sqlRows(payload, `DELETE FROM ${table} WHERE _locale = 'en'`)
})

/** Every key path of a JSON value, the lists' rows by position: the same shape in both languages. */
const keysOf = (value: unknown, at = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, inner]) => [
        `${at}${key}`,
        ...keysOf(inner, `${at}${key}.`),
      ])
    : []

const read = <S extends 'section-news' | 'top-bar'>(slug: S, locale: 'fr' | 'en') =>
  payload.findGlobal({ slug, depth: 0, locale })

describe(`the globals in English (${databaseEngine()})`, () => {
  it('a section’s English title leaves the French as it was; an empty English text reads its French', async () => {
    await payload.updateGlobal({
      slug: 'section-news',
      locale: 'fr',
      data: { title: 'Nos dernières nouvelles', description: 'Ce qui se passe chez nous.' },
      context,
    })
    await payload.updateGlobal({
      slug: 'section-news',
      locale: 'en',
      data: { title: 'Our latest news', description: null },
      context,
    })
    expect(await read('section-news', 'fr')).toMatchObject({
      title: 'Nos dernières nouvelles',
      description: 'Ce qui se passe chez nous.',
    })
    expect(await read('section-news', 'en')).toMatchObject({
      title: 'Our latest news',
      description: 'Ce qui se passe chez nous.',
    })
  })

  it('a menu has one list of links, its names in each language', async () => {
    const french = await read('top-bar', 'fr')
    const items = french.navigation?.items ?? []
    expect(items.length).toBeGreaterThan(2)
    await payload.updateGlobal({
      slug: 'top-bar',
      locale: 'fr',
      data: { navigation: { ...french.navigation, items } },
      context,
    })
    const stored = (await read('top-bar', 'fr')).navigation?.items ?? []
    await payload.updateGlobal({
      slug: 'top-bar',
      locale: 'en',
      data: {
        navigation: {
          items: stored.map((item, index) => ({ ...item, name: `Menu ${index + 1}` })),
        },
      },
      context,
    })
    const english = (await read('top-bar', 'en')).navigation?.items ?? []
    expect(english.map((item) => item.name)).toEqual(stored.map((_, index) => `Menu ${index + 1}`))
    expect(english.map((item) => [item.id, item.href])).toEqual(
      stored.map((item) => [item.id, item.href]),
    )
    expect(
      ((await read('top-bar', 'fr')).navigation?.items ?? []).map((item) => item.name),
    ).toEqual(stored.map((item) => item.name))
  })

  it('the /api answers the home page and the top bar in English with ?locale=en, in the same shapes', async () => {
    type Section = { id: string; content: { title?: string } }
    type Settings = { sections: Section[]; general: object }
    type TopBar = { navigation: { items: { _id: string; name: string; href: string }[] } }
    const [french, english, frenchBar, englishBar] = await Promise.all([
      api<Settings>('GET', '/homepage/settings'),
      api<Settings>('GET', '/homepage/settings?locale=en'),
      api<TopBar>('GET', '/topbar/settings'),
      api<TopBar>('GET', '/topbar/settings?locale=en'),
    ])
    for (const answer of [french, english, frenchBar, englishBar]) expect(answer.status).toBe(200)
    const news = (settings: Settings) =>
      settings.sections.find((section) => section.id === 'news')?.content
    expect(news(french.body.data!)?.title).toBe('Nos dernières nouvelles')
    expect(news(english.body.data!)?.title).toBe('Our latest news')
    expect(keysOf(english.body.data)).toEqual(keysOf(french.body.data))

    const frenchItems = frenchBar.body.data!.navigation.items
    const englishItems = englishBar.body.data!.navigation.items
    expect(englishItems.map((item) => item.name)).toEqual(
      frenchItems.map((_, index) => `Menu ${index + 1}`),
    )
    expect(englishItems.map((item) => [item._id, item.href])).toEqual(
      frenchItems.map((item) => [item._id, item.href]),
    )
    expect(keysOf(englishBar.body.data)).toEqual(keysOf(frenchBar.body.data))

    const refused = await api('GET', '/topbar/settings?locale=de')
    expect(refused.status).toBe(400)
    expect(refused.body.message).toMatch(/^Données invalides\./)
  })

  it('the migration keeps every French text where it is, its lists’ and versions’ too', async () => {
    await payload.updateGlobal({
      slug: 'section-news',
      locale: 'fr',
      data: { title: 'Titre avant les langues', badgeText: 'Badge' },
      context,
    })
    const before = {
      news: await read('section-news', 'fr'),
      topBar: await read('top-bar', 'fr'),
    }
    const migration = databaseEngine() === 'postgres' ? postgres : sqlite
    const args = { db: payload.db.drizzle, payload, req: {} } as never
    // the migrations after it come off first, and back after (tests/helpers/laterMigrations.ts)
    await withLaterMigrationsOff(payload, migration.up as never, async () => {
      await migration.down(args)
      try {
        // back on the schema without languages, each text is in its column again
        expect(await sqlRows(payload, 'SELECT title, badge_text FROM section_news')).toEqual([
          { title: 'Titre avant les langues', badge_text: 'Badge' },
        ])
        const names = (
          await sqlRows(payload, 'SELECT name FROM top_bar_navigation_items ORDER BY _order')
        ).map((row) => row.name)
        expect(names).toEqual(before.topBar.navigation?.items?.map((item) => item.name))
      } finally {
        await migration.up(args)
      }
    })
    const after = {
      news: await read('section-news', 'fr'),
      topBar: await read('top-bar', 'fr'),
    }
    expect(after.news).toMatchObject({ title: 'Titre avant les langues', badgeText: 'Badge' })
    expect(after.topBar.navigation).toEqual(before.topBar.navigation)
    const { docs: versions } = await payload.findGlobalVersions({
      slug: 'section-news',
      locale: 'fr',
      limit: 1,
      sort: '-updatedAt',
    })
    expect(versions[0]?.version).toMatchObject({ title: 'Titre avant les langues' })
  })
})
