import type { Metadata } from 'next'

import { NoticePage } from '@/components/NotFound/NoticePage'
import { confirmSubscription } from '@/data/newsletter'
import { payloadClient } from '@/data/payload'
import { fr } from '@/i18n/fr'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = {
  title: fr.newsletter.confirmedTitle,
  robots: { index: false },
}

/** The confirmation link of the newsletter mail: the address becomes « Confirmé ». */
export default async function NewsletterConfirmationPage({
  searchParams,
}: {
  searchParams: Promise<{ jeton?: string | string[] }>
}) {
  const { jeton } = await searchParams
  const outcome = await confirmSubscription(
    await payloadClient(),
    typeof jeton === 'string' ? jeton : null,
  )
  return outcome === 'done' ? (
    <NoticePage ok title={fr.newsletter.confirmedTitle} text={fr.newsletter.confirmedText} />
  ) : (
    <NoticePage ok={false} title={fr.newsletter.invalidTitle} text={fr.newsletter.invalidText} />
  )
}
