import type { Metadata } from 'next'

import { NoticePage } from '@/components/NotFound/NoticePage'
import { unsubscribe } from '@/data/newsletter'
import { payloadClient } from '@/data/payload'
import { fr } from '@/i18n/fr'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = {
  title: fr.newsletter.unsubscribedTitle,
  robots: { index: false },
}

/** The unsubscribe link of every newsletter mail: one click, no login. */
export default async function NewsletterUnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<{ jeton?: string | string[] }>
}) {
  const { jeton } = await searchParams
  const outcome = await unsubscribe(await payloadClient(), typeof jeton === 'string' ? jeton : null)
  return outcome === 'done' ? (
    <NoticePage ok title={fr.newsletter.unsubscribedTitle} text={fr.newsletter.unsubscribedText} />
  ) : (
    <NoticePage ok={false} title={fr.newsletter.invalidTitle} text={fr.newsletter.invalidText} />
  )
}
