import type { Payload } from 'payload'

import { globalContentSchema } from '@/platform/api/contentSchema'
import { legacyContent } from '@/platform/api/legacy'
import { readGlobalForApi } from '@/platform/data/globals'

type Item = Record<string, unknown>

export const legacyMaintenanceSchema = globalContentSchema('maintenance')

export async function legacyMaintenance(payload: Payload) {
  return legacyContent(await readGlobalForApi(payload, 'maintenance')) as Item
}
