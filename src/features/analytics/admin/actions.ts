'use server'

import { headers } from 'next/headers'

import { isAdminUser } from '@/platform/access/roles'
import { analytics, type AnalyticsReport } from '../report'
import { payloadClient } from '@/platform/data/payload'
import { erasePageViews } from '../rollups'

/** What the statistics screen's actions answer: the signed-out case is the screen's to handle. */
export type ActionOutcome<T> = { ok: true; data: T } | { ok: false; signedOut: boolean }

/** Payload, once the request's session is an administrator's; null otherwise. */
async function asAdmin() {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() }).catch(() => ({ user: null }))
  return isAdminUser(user) ? payload : null
}

/** The screen's figures again (« Actualiser » and every 5 minutes), for an administrator. */
export async function reloadAnalytics(): Promise<ActionOutcome<AnalyticsReport>> {
  const payload = await asAdmin()
  if (!payload) return { ok: false, signedOut: true }
  try {
    return { ok: true, data: await analytics(payload) }
  } catch (error) {
    payload.logger.error({ err: error }, 'Statistiques : lecture impossible')
    return { ok: false, signedOut: false }
  }
}

/** « Réinitialiser » : every recorded page view and day's summary erased. */
export async function eraseAnalytics(): Promise<ActionOutcome<null>> {
  const payload = await asAdmin()
  if (!payload) return { ok: false, signedOut: true }
  try {
    await erasePageViews(payload)
    return { ok: true, data: null }
  } catch (error) {
    payload.logger.error({ err: error }, 'Statistiques : réinitialisation impossible')
    return { ok: false, signedOut: false }
  }
}
