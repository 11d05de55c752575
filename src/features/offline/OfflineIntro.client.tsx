'use client'

import { useSyncExternalStore } from 'react'

import { useSiteText } from '@/ui/SiteText.client'
import { isPrivatePage } from './rules'

const noSubscription = () => () => {}

/**
 * The offline page's first words: the worker shows it at the address asked for, so a customer's
 * quote page, which is never kept, is told apart from a page not opened yet (#59).
 */
export function OfflineIntro({ intro }: { intro: string }) {
  const words = useSiteText().text.offline
  // the address is the browser's: the server's render (the page kept for every address) says
  // the general words, the browser's the right ones
  const privatePage = useSyncExternalStore(
    noSubscription,
    () => isPrivatePage(window.location.pathname),
    () => false,
  )
  return privatePage ? words.privatePage : intro
}
