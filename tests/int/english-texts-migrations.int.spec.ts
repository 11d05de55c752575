// features: maintenance, media, projects
import { maintenanceDefaultsEn } from '@/features/maintenance/defaults.en'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { outsideAnyRequest as req } from '@/platform/cache/outsideAnyRequest'
import * as altPostgres from '@/migrations/postgres/20261130_003740_english_alt_and_testimonial'
import * as maintenancePostgres from '@/migrations/postgres/20261130_003331_maintenance_in_english'
import * as altSqlite from '@/migrations/sqlite/20261130_003735_english_alt_and_testimonial'
import * as maintenanceSqlite from '@/migrations/sqlite/20261130_003310_maintenance_in_english'

import { restoreGlobalDefaults, testPayload } from '../helpers/payload'

/**
 * No French on an English page (#59): the maintenance page's texts, a picture's alternative text
 * and a project's testimonial author get an English version. A site migrated keeps what it had as
 * the French; going back down keeps the French and drops the English. On this run's engine; the
 * newest migration goes down first.
 */
let payload: Payload
type Step = (args: never) => Promise<void>
type Migration = { up: Step; down: Step }
const postgres = process.env.INT_DATABASE === 'postgres'
const maintenance = (postgres ? maintenancePostgres : maintenanceSqlite) as Migration
const altAndAuthor = (postgres ? altPostgres : altSqlite) as Migration

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(() => restoreGlobalDefaults(payload, ['maintenance']))

const args = () => ({ db: payload.db.drizzle, payload, req }) as never

describe('migrations maintenance_in_english and english_alt_and_testimonial', () => {
  it('keep the maintenance page’s French through down and up; the English goes with down', async () => {
    const texts = async (locale: 'fr' | 'en') => {
      const global = await payload.findGlobal({
        slug: 'maintenance',
        depth: 0,
        overrideAccess: true,
        locale,
        fallbackLocale: false,
      })
      const { title, description, estimatedTime, features } = global
      return { title, description, estimatedTime, features }
    }
    const french = {
      title: 'Travaux sur le site',
      description: 'Nous revenons vite.',
      estimatedTime: '1 heure',
      features: ['Paiement mobile', 'Recherche plus rapide'],
    }
    await payload.updateGlobal({
      slug: 'maintenance',
      locale: 'fr',
      data: french,
      overrideAccess: true,
    })
    await payload.updateGlobal({
      slug: 'maintenance',
      locale: 'en',
      data: { title: 'Works on the site', features: ['Mobile payment'] },
      overrideAccess: true,
    })
    await altAndAuthor.down(args())
    await maintenance.down(args())
    await maintenance.up(args())
    await altAndAuthor.up(args())
    expect(await texts('fr')).toEqual(french)
    // the English typed is gone: the page's English defaults again
    const english = await texts('en')
    expect(english.title).toBe(maintenanceDefaultsEn.title)
    expect(english.features).not.toContain('Mobile payment')
  })

  it('keep a picture’s alternative text and a project’s testimonial author as the French', async () => {
    const [media] = (
      await payload.find({ collection: 'media', limit: 1, depth: 0, overrideAccess: true })
    ).docs
    const [project] = (
      await payload.find({ collection: 'projects', limit: 1, depth: 0, overrideAccess: true })
    ).docs
    expect(media && project).toBeTruthy()
    await payload.update({
      collection: 'media',
      id: media!.id,
      locale: 'fr',
      data: { alt: 'Une pelle au travail' },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'media',
      id: media!.id,
      locale: 'en',
      data: { alt: 'An excavator at work' },
      overrideAccess: true,
    })
    const testimonial = {
      quote: project!.testimonial?.quote ?? 'Merci.',
      author: 'Le maire de la commune',
    }
    await payload.update({
      collection: 'projects',
      id: project!.id,
      locale: 'fr',
      data: { testimonial },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'projects',
      id: project!.id,
      locale: 'en',
      data: { testimonial: { author: 'The mayor of the commune' } },
      overrideAccess: true,
    })
    const read = async (locale: 'fr' | 'en') => ({
      alt:
        (
          await payload.findByID({
            collection: 'media',
            id: media!.id,
            locale,
            fallbackLocale: false,
            overrideAccess: true,
          })
        ).alt ?? null,
      author:
        (
          await payload.findByID({
            collection: 'projects',
            id: project!.id,
            locale,
            fallbackLocale: false,
            overrideAccess: true,
          })
        ).testimonial?.author ?? null,
    })
    await altAndAuthor.down(args())
    await altAndAuthor.up(args())
    expect(await read('fr')).toEqual({
      alt: 'Une pelle au travail',
      author: 'Le maire de la commune',
    })
    expect(await read('en')).toEqual({ alt: null, author: null })
  })
})
