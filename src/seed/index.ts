import type { Payload } from 'payload'

import { en } from '@/i18n/site/en'
import { DAY_MS } from '@/lib/days'
import type { EquipmentCategory, NewsCategory } from '@/lib/labels'
import { lexicalFromParagraphs } from '@/lib/lexical'
import type { Media } from '@/generated/payload-types'
import { saveGlobalDefaults } from '@/platform/services/siteReset'

import { departmentSeeds } from './departments'
import { englishArticles, englishDepartments, englishMachines, englishProjects } from './english'
import { CALCULATOR_MACHINES, equipmentSeeds } from './equipment'
import { generateImage } from './images'
import { newsSeeds } from './news'
import { projectSeeds } from './projects'

const context = { disableRevalidate: true }

/** Category colours of the generated equipment pictures. */
const CATEGORY_COLOURS = {
  BTP: ['#f59e0b', '#b45309'],
  ENGIN: ['#ea580c', '#7c2d12'],
  VEHICULE: ['#2563eb', '#1e3a8a'],
  MATERIEL: ['#16a34a', '#14532d'],
} as const

const NEWS_COLOURS = {
  ACTUALITE: ['#3b82f6', '#1e40af'],
  PROJET: ['#22c55e', '#166534'],
  EVENEMENT: ['#a855f7', '#6b21a8'],
  TECHNIQUE: ['#f97316', '#9a3412'],
  GENERAL: ['#64748b', '#1e293b'],
} as const

async function isEmpty(payload: Payload): Promise<boolean> {
  const counts = await Promise.all(
    (['departments', 'equipment', 'news'] as const).map((collection) =>
      // what the team put in the trash is theirs still: the demo content never comes back over it
      payload.count({ collection, overrideAccess: true, trash: true }),
    ),
  )
  return counts.every(({ totalDocs }) => totalDocs === 0)
}

const englishLabels = en.client.labels

/** A picture's alternative text in French and, when the demo has one, in English. */
type Alt = { fr: string; en?: string }

async function createImage(
  payload: Payload,
  name: string,
  alt: Alt,
  colours: readonly [string, string],
  motif: 'hills' | 'grid' | 'waves',
  uploadType: 'departments' | 'equipment' | 'news',
): Promise<Media['id']> {
  const data = await generateImage(colours[0], colours[1], motif)
  const media = await payload.create({
    collection: 'media',
    overrideAccess: true,
    context,
    data: { alt: alt.fr, uploadType },
    file: { data, mimetype: 'image/jpeg', name: `${name}.jpg`, size: data.length },
  })
  if (alt.en)
    await payload.update({
      collection: 'media',
      id: media.id,
      locale: 'en',
      overrideAccess: true,
      context,
      data: { alt: alt.en },
    })
  return media.id
}

export type SeedResult = {
  seeded: boolean
  departments: number
  equipment: number
  news: number
  projects: number
}

/**
 * Demo content in French and in English, written only into an empty database: each item is
 * created in French (the default language, which makes its slug), then given its English.
 */
export async function seedContent(payload: Payload): Promise<SeedResult> {
  if (!(await isEmpty(payload)))
    return { seeded: false, departments: 0, equipment: 0, news: 0, projects: 0 }

  const departmentIds = new Map<string, number>()
  for (const [index, { motif, ...department }] of departmentSeeds.entries()) {
    const main = await createImage(
      payload,
      department.slug ?? `departement-${index}`,
      { fr: department.name, en: englishDepartments[department.slug ?? '']?.name },
      [department.color ?? '#1e40af', '#0f172a'],
      motif,
      'departments',
    )
    const created = await payload.create({
      collection: 'departments',
      overrideAccess: true,
      context,
      data: {
        ...department,
        isActive: true,
        images: { main, banner: main, thumbnail: main },
        homepageSettings: { showOnHomepage: true, homepageOrder: index + 1, isFeatured: index < 3 },
      },
    })
    departmentIds.set(department.slug ?? '', created.id)
    const english = englishDepartments[department.slug ?? '']
    if (english)
      await payload.update({
        collection: 'departments',
        id: created.id,
        locale: 'en',
        overrideAccess: true,
        context,
        data: english,
      })
  }

  // the fleet's department, the planning's filter: the cars the automobile one's, the rest the rental one's
  const departmentOf = (category: EquipmentCategory) =>
    departmentIds.get(category === 'VEHICULE' ? 'automobile' : 'location-vente-engins')
  const categoryImages = new Map<string, Media['id']>()
  for (const [category, colours] of Object.entries(CATEGORY_COLOURS)) {
    categoryImages.set(
      category,
      await createImage(
        payload,
        `equipement-${category.toLowerCase()}`,
        {
          fr: `Équipement ${category}`,
          en: `Equipment: ${englishLabels.equipmentCategories[category as EquipmentCategory]}`,
        },
        colours,
        'hills',
        'equipment',
      ),
    )
  }
  const machineIds = new Map<string, number>()
  for (const [index, item] of equipmentSeeds.entries()) {
    const main = categoryImages.get(item.category)
    const machine = await payload.create({
      collection: 'equipment',
      overrideAccess: true,
      context,
      data: {
        ...item,
        order: index + 1,
        isActive: true,
        currency: 'XOF',
        department: departmentOf(item.category),
        images: { main, thumbnail: main },
      },
    })
    machineIds.set(item.name, machine.id)
    const english = englishMachines[item.name]
    if (english)
      await payload.update({
        collection: 'equipment',
        id: machine.id,
        locale: 'en',
        overrideAccess: true,
        context,
        data: english,
      })
  }

  const newsImages = new Map<string, Media['id']>()
  for (const [category, colours] of Object.entries(NEWS_COLOURS)) {
    newsImages.set(
      category,
      await createImage(
        payload,
        `actualite-${category.toLowerCase()}`,
        {
          fr: `Actualité ${category}`,
          en: `News: ${englishLabels.newsCategories[category as NewsCategory]}`,
        },
        colours,
        'waves',
        'news',
      ),
    )
  }
  const now = Date.now()
  for (const { paragraphs, daysAgo, isPublished = true, ...article } of newsSeeds) {
    const createdAt = new Date(now - daysAgo * DAY_MS).toISOString()
    const created = await payload.create({
      collection: 'news',
      overrideAccess: true,
      context,
      data: {
        ...article,
        content: lexicalFromParagraphs(paragraphs),
        isPublished,
        createdAt,
        images: { main: newsImages.get(article.category) },
      },
    })
    const english = englishArticles[article.title]
    if (english) {
      const { paragraphs: englishParagraphs, ...text } = english
      // publication state untouched: the collection's hook keeps the article's (a draft stays one)
      await payload.update({
        collection: 'news',
        id: created.id,
        locale: 'en',
        overrideAccess: true,
        context,
        data: { ...text, content: lexicalFromParagraphs(englishParagraphs) },
      })
    }
  }

  await seedProjects(payload)

  // the home page's sections, the top bar, the settings and the legal pages, in each language
  for (const global of payload.config.globals)
    if (global.custom?.translations) await saveGlobalDefaults(payload, global.slug, context)
  await linkCalculatorMachines(payload, machineIds)

  return {
    seeded: true,
    departments: departmentSeeds.length,
    equipment: equipmentSeeds.length,
    news: newsSeeds.length,
    projects: projectSeeds.length,
  }
}

/** The price calculator's rows priced from the seeded machines they stand for. */
async function linkCalculatorMachines(payload: Payload, machineIds: Map<string, number>) {
  const calculator = await payload.findGlobal({
    slug: 'section-quote-calculator',
    depth: 0,
    overrideAccess: true,
  })
  await payload.updateGlobal({
    slug: 'section-quote-calculator',
    overrideAccess: true,
    context,
    data: {
      equipments: (calculator.equipments ?? []).map((row) => ({
        ...row,
        machine: machineIds.get(CALCULATOR_MACHINES[row.id ?? ''] ?? '') ?? null,
      })),
    },
  })
}

/**
 * The demo projects in French and English, linked to the seeded departments and machines found
 * by slug and French name (a test whose migrations took the projects away puts them back).
 */
export async function seedProjects(payload: Payload): Promise<void> {
  const [departments, machines] = await Promise.all([
    payload.find({ collection: 'departments', pagination: false, depth: 0, overrideAccess: true }),
    payload.find({ collection: 'equipment', pagination: false, depth: 0, overrideAccess: true }),
  ])
  const departmentIds = new Map(departments.docs.map((doc) => [doc.slug ?? '', doc.id]))
  const machineIds = new Map(machines.docs.map((doc) => [doc.name, doc.id]))
  for (const { department, machines, paragraphs, ...project } of projectSeeds) {
    const departmentId = departmentIds.get(department)
    if (departmentId === undefined) continue
    const photo = await createImage(
      payload,
      `realisation-${department}`,
      { fr: project.title, en: englishProjects[project.title]?.title },
      NEWS_COLOURS.PROJET,
      'hills',
      'news',
    )
    const created = await payload.create({
      collection: 'projects',
      overrideAccess: true,
      context,
      data: {
        ...project,
        department: departmentId,
        equipment: machines.flatMap((name) => machineIds.get(name) ?? []),
        content: lexicalFromParagraphs(paragraphs),
        photos: [photo],
        _status: 'published',
      },
    })
    const english = englishProjects[project.title]
    if (english) {
      const { paragraphs: englishParagraphs, quote, author, ...text } = english
      // without it, an update of a collection with drafts could leave the project a draft
      await payload.update({
        collection: 'projects',
        id: created.id,
        locale: 'en',
        overrideAccess: true,
        context,
        data: {
          ...text,
          content: lexicalFromParagraphs(englishParagraphs),
          testimonial: { quote, author },
          _status: 'published',
        },
      })
    }
  }
}
