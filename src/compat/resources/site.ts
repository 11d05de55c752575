import { z } from 'zod'

import { databaseReachable } from '@/data/database'
import { fr } from '@/i18n/fr'

import { fail, ok } from '../envelope'
import { route } from '../route'
import {
  companyInfoSchema,
  homepageSettingsSchema,
  legacyMaintenanceSchema,
  legacyTopBarSchema,
  legacyCompanyInfo,
  legacyHomepageSettings,
  legacyMaintenance,
  legacyTopBar,
} from './siteShapes'

const started = Date.now()

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  /** Seconds since this process started. */
  uptime: z.number().int().min(0),
  database: z.enum(['ok', 'unreachable']),
  timestamp: z.iso.datetime(),
})

function health(database: 'ok' | 'unreachable'): Response {
  const data: z.infer<typeof healthSchema> = {
    status: database === 'ok' ? 'ok' : 'degraded',
    uptime: Math.round((Date.now() - started) / 1000),
    database,
    timestamp: new Date().toISOString(),
  }
  return database === 'ok' ? ok(data) : fail(503, fr.api.databaseUnreachable, { data })
}

export const siteRoutes = [
  route({
    method: 'GET',
    path: '/homepage/settings',
    summary:
      "Sections de la page d'accueil (contenu par défaut là où il manque) et paramètres généraux",
    tag: "Page d'accueil",
    auth: 'public',
    localized: true,
    data: homepageSettingsSchema,
    handle: async ({ payload, locale }) => ok(await legacyHomepageSettings(payload, locale)),
  }),
  route({
    method: 'GET',
    path: '/topbar/settings',
    summary: 'Barre supérieure : contact, réseaux sociaux, logo, menu, affichage, bouton',
    tag: 'Barre supérieure',
    auth: 'public',
    localized: true,
    data: legacyTopBarSchema,
    handle: async ({ payload, locale }) => ok(await legacyTopBar(payload, locale)),
  }),
  route({
    method: 'GET',
    path: '/maintenance/status',
    summary: 'État du mode maintenance (interrogé toutes les 3 s par les visiteurs)',
    tag: 'Maintenance',
    auth: 'public',
    data: legacyMaintenanceSchema,
    handle: async ({ payload }) => ok(await legacyMaintenance(payload)),
  }),
  route({
    method: 'GET',
    path: '/company/info',
    summary: "Coordonnées et réseaux sociaux de l'entreprise",
    tag: 'Entreprise',
    auth: 'public',
    data: companyInfoSchema,
    handle: async ({ payload }) => ok(await legacyCompanyInfo(payload)),
  }),
  route({
    method: 'GET',
    path: '/health',
    summary: 'État du service : disponibilité, durée de fonctionnement, base de données joignable',
    tag: 'Service',
    auth: 'public',
    data: healthSchema,
    live: true,
    handle: async ({ payload }) =>
      health((await databaseReachable(payload)) ? 'ok' : 'unreachable'),
    // Payload could not start: the check still answers, it is what monitoring asks then
    unreachable: () => health('unreachable'),
  }),
]
