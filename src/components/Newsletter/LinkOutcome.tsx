import type { Payload } from 'payload'

import { NoticePage } from '@/components/NotFound/NoticePage'
import { payloadClient } from '@/data/payload'
import { fr } from '@/i18n/fr'

export type LinkSearchParams = Promise<{ jeton?: string | string[] }>

type Props = {
  searchParams: LinkSearchParams
  /** What the link does with its token: 'invalid' for a wrong or unknown one. */
  act: (payload: Payload, token: string | null) => Promise<'done' | 'invalid'>
  done: { title: string; text: string }
}

/** A newsletter mail's link followed: it acts on its token, then says how it went. */
export async function NewsletterLinkOutcome({ searchParams, act, done }: Props) {
  const { jeton } = await searchParams
  const outcome = await act(await payloadClient(), typeof jeton === 'string' ? jeton : null)
  return outcome === 'done' ? (
    <NoticePage ok title={done.title} text={done.text} />
  ) : (
    <NoticePage ok={false} title={fr.newsletter.invalidTitle} text={fr.newsletter.invalidText} />
  )
}
