import type { Payload } from 'payload'

import { globalContentSchema } from '@/platform/api/contentSchema'
import { apiContent } from '@/platform/api/content'
import { readGlobalForApi } from '@/platform/data/globals'

type Item = Record<string, unknown>

export const apiMaintenanceSchema = globalContentSchema('maintenance')

export async function apiMaintenance(payload: Payload) {
  return apiContent(await readGlobalForApi(payload, 'maintenance')) as Item
}
