'use client'

import { useMemo } from 'react'

import { apiWords, type Refused, refusalText } from '@/lib/apiWords'

import { useSiteText } from './SiteText.client'

/**
 * The page's reading of an /api answer (`apiWords`): `answer` for what it said on success,
 * `refusal` for what was thrown or returned on failure (an `ApiRefusal`, a failed `sendOrKeep`),
 * each with the component's own words in the page's language.
 */
export function useApiWords() {
  const { locale, text } = useSiteText()
  const { refusals } = text
  return useMemo(
    () => ({
      answer: (message: string | undefined, pageWords: string) =>
        apiWords(locale, message, pageWords),
      refusal: (refused: unknown, fallback: string) =>
        refusalText(locale, refusals, (refused ?? {}) as Refused, fallback),
    }),
    [locale, refusals],
  )
}
