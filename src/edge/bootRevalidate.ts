import { internalToken } from '@/lib/runtime'

/** Asks the app to expire every cached page once it listens (see the internal route). */
export async function revalidateAtBoot(port: number): Promise<void> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/internal/revalidate`, {
      method: 'POST',
      headers: { 'x-internal-token': internalToken() },
    })
    if (!response.ok) console.warn(`Revalidation au démarrage : HTTP ${response.status}`)
  } catch (error) {
    console.warn('Revalidation au démarrage impossible :', error)
  }
}
