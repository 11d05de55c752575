'use client'

import { useDocumentInfo, useForm } from '@payloadcms/ui'

/**
 * Puts the stored version of the edited global into its screen: the form's fields, and the
 * document info whose time of last save the screen shows. Rejects when it cannot be read.
 */
export function useLoadStoredGlobal(): () => Promise<void> {
  const { globalSlug, setData } = useDocumentInfo()
  const { reset } = useForm()
  return async () => {
    const response = await fetch(`/api/cms/globals/${globalSlug}?depth=0`, {
      credentials: 'include',
      cache: 'no-store',
    })
    if (!response.ok) throw new Error(`GET /api/cms/globals/${globalSlug}: ${response.status}`)
    const stored = (await response.json()) as Record<string, unknown>
    await reset(stored)
    setData(stored)
  }
}
