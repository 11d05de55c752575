import type { Payload } from 'payload'

import { globalContentSchema } from '@/platform/api/contentSchema'
import { apiContent, type ApiItem } from '@/platform/api/content'
import { readGlobalForApi } from '@/platform/data/globals'

export const apiMaintenanceSchema = globalContentSchema('maintenance')

export async function apiMaintenance(payload: Payload) {
  return apiContent(await readGlobalForApi(payload, 'maintenance')) as ApiItem
}
