import type { Payload } from 'payload'

import { NoticePage } from '@/ui/NoticePage'
import type { LinkOutcome } from './subscriptions'
import { payloadClient } from '@/platform/data/payload'
import { siteText } from '@/i18n/site'
import { CONFIRMATION_LINK_DAYS } from './links'

export type LinkSearchParams = Promise<{ jeton?: string | string[] }>

type Props = {
  searchParams: LinkSearchParams
  /** What the link does with its token: 'invalid' for a wrong or unknown one. */
  act: (payload: Payload, token: string | null) => Promise<LinkOutcome>
  done: { title: string; text: string }
}

/** A newsletter mail's link followed: it acts on its token, then says how it went. */
export async function NewsletterLinkOutcome({ searchParams, act, done }: Props) {
  const { jeton } = await searchParams
  const outcome = await act(await payloadClient(), typeof jeton === 'string' ? jeton : null)
  const refusals = {
    invalid: { title: siteText().newsletter.invalidTitle, text: siteText().newsletter.invalidText },
    expired: {
      title: siteText().newsletter.expiredTitle,
      text: siteText().newsletter.expiredText(CONFIRMATION_LINK_DAYS),
    },
    used: { title: siteText().newsletter.usedTitle, text: siteText().newsletter.usedText },
  }
  return outcome === 'done' ? (
    <NoticePage ok title={done.title} text={done.text} />
  ) : (
    <NoticePage ok={false} {...refusals[outcome]} />
  )
}
