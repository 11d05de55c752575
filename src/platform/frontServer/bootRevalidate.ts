import { callInternal } from './internalCall'

/** Asks the app to expire every cached page once it listens (see the internal route). */
export async function revalidateAtBoot(port: number): Promise<void> {
  try {
    const response = await callInternal(port, 'revalidate')
    if (!response.ok) console.warn(`Revalidation au démarrage : HTTP ${response.status}`)
  } catch (error) {
    console.warn('Revalidation au démarrage impossible :', error)
  }
}
