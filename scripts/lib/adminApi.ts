import { DEMO_ADMIN } from '@/platform/runtime/environment'

/** A demo account's bearer token from the /api contract (demo mode only). */
export async function adminToken(
  base: string,
  account: { email: string; password: string } = DEMO_ADMIN,
): Promise<string> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  })
  const token = ((await login.json()) as { data?: { token?: string } }).data?.token
  if (!token) throw new Error(`Connexion administrateur refusée (HTTP ${login.status})`)
  return token
}

/** An admin save of the hero section's content, as the back office sends it. */
export function saveHeroSection(
  base: string,
  token: string,
  content: Record<string, string>,
): Promise<Response> {
  return fetch(`${base}/api/admin/homepage/sections/hero`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ content }),
  })
}
