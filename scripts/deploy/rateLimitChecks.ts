import { ensure } from './checklist'
import type { SiteClient } from './client'

/** RATE_LIMIT_AUTH_MAX of the server under test: a budget quickly spent. */
export const AUTH_LIMIT = 3

/** One failed login from `localAddress` (an unknown account: no lockout); its status. */
async function attempt(
  client: SiteClient,
  origin: string,
  localAddress: string,
  forwardedFor?: string,
): Promise<number> {
  const answer = await client.https('/api/auth/login', {
    method: 'POST',
    localAddress,
    headers: {
      'content-type': 'application/json',
      origin,
      ...(forwardedFor && { 'x-forwarded-for': forwardedFor }),
    },
    body: JSON.stringify({ email: 'personne@example.com', password: 'pas-le-bon' }),
  })
  ensure(
    answer.status === 401 || answer.status === 429,
    `connexion depuis ${localAddress} : 401 ou 429 attendu, reçu ${answer.status}`,
  )
  return answer.status
}

async function attempts(count: number, ...args: Parameters<typeof attempt>): Promise<number[]> {
  const statuses: number[] = []
  for (let index = 0; index < count; index += 1) statuses.push(await attempt(...args))
  return statuses
}

const refusedOnlyAfter = (statuses: number[]) =>
  statuses.every((status, index) => status === (index < AUTH_LIMIT ? 401 : 429))

/** 127.0.0.2 spends its budget (then 429); 127.0.0.3 is still let through. */
export async function separateBudgets(client: SiteClient, origin: string): Promise<void> {
  const first = await attempts(AUTH_LIMIT + 1, client, origin, '127.0.0.2')
  ensure(refusedOnlyAfter(first), `127.0.0.2 : ${AUTH_LIMIT}×401 puis 429 attendus, reçu ${first}`)
  const other = await attempt(client, origin, '127.0.0.3')
  ensure(
    other === 401,
    `127.0.0.3 après 127.0.0.2 : 401 attendu (son propre budget), reçu ${other}`,
  )
}

/**
 * 127.0.0.4 sends `X-Forwarded-For: 127.0.0.3` straight to nginx: its attempts count as its own
 * (its budget ends after AUTH_LIMIT), and 127.0.0.3, which used one attempt, still has exactly
 * AUTH_LIMIT - 1 left.
 */
export async function forgedForwardedFor(client: SiteClient, origin: string): Promise<void> {
  const forged = await attempts(AUTH_LIMIT + 1, client, origin, '127.0.0.4', '127.0.0.3')
  ensure(
    refusedOnlyAfter(forged),
    `127.0.0.4 se disant 127.0.0.3 : ${AUTH_LIMIT}×401 puis 429 attendus (son propre budget), reçu ${forged}`,
  )
  const victim = await attempts(AUTH_LIMIT, client, origin, '127.0.0.3')
  const expected = [...Array<number>(AUTH_LIMIT - 1).fill(401), 429]
  ensure(
    victim.join() === expected.join(),
    `127.0.0.3 : ${expected} attendu (une tentative déjà faite), reçu ${victim} : l'en-tête falsifié a compté pour lui`,
  )
}
