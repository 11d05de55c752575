import { adminToken, saveHeroSection } from '../lib/adminApi'

export type SaveDelay = { saveMs: number; visibleMs: number }

/**
 * An admin changes the hero subtitle through the /api contract; the time until an anonymous
 * visitor's `/` (through the edge, as a browser asks for it) shows the new text.
 */
export async function saveToVisible(base: string): Promise<SaveDelay> {
  const token = await adminToken(base)

  const marker = `Banc d essai ${Date.now()}`
  const started = performance.now()
  const saved = await saveHeroSection(base, token, { subtitle: marker })
  if (!saved.ok) throw new Error(`Enregistrement refusé (HTTP ${saved.status})`)
  const saveMs = performance.now() - started

  for (;;) {
    const html = await (await fetch(`${base}/`, { headers: { accept: 'text/html' } })).text()
    if (html.includes(marker)) break
    if (performance.now() - started > 30_000)
      throw new Error('Modification toujours invisible après 30 s')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return { saveMs: Math.round(saveMs), visibleMs: Math.round(performance.now() - started) }
}
