import 'server-only'

import type { Payload } from 'payload'

import { DAY_MS } from '@/lib/days'
import { acknowledgementLimits } from '@/platform/runtime/environment'

import { countHit } from './rateLimitHits'

/**
 * Whether a quote request's acknowledgement may go out: the company's mail to an address typed
 * by anyone is a relay, so each address gets a few a day, and each client asks for a few a day,
 * counted in the database every instance shares. Over the budget the request is still stored
 * and the company told; only the mail to the visitor is left out.
 */
export async function acknowledgementAllowed(
  payload: Payload,
  email: string,
  clientIp: string,
): Promise<boolean> {
  const [toAddress, fromClient] = await Promise.all([
    countHit(payload, `accuse:destinataire:${email.toLowerCase()}`, DAY_MS),
    countHit(payload, `accuse:client:${clientIp}`, DAY_MS),
  ])
  const { perAddress, perClient } = acknowledgementLimits()
  return toAddress.totalHits <= perAddress && fromClient.totalHits <= perClient
}
