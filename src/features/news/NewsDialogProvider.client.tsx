'use client'

import { ArrowRight } from 'lucide-react'
import { createContext, type ReactNode, useContext, useState } from 'react'

import { useSitePath, useSiteText } from '@/ui/SiteText.client'
import { DialogLink } from '@/ui/DialogLink.client'
import { lazyDialog } from '@/ui/lazyDialog'
import { newsPath } from '@/lib/sitePaths'

import type { NewsView } from './view'

const NewsDialog = lazyDialog(
  () => import('./NewsDialog.client').then((module) => module.NewsDialog),
  (props) => props.index !== null,
)

const OpenArticle = createContext<(index: number) => void>(() => {})

/**
 * Holds which article of `items` is open. The cards stay server-rendered children; only their
 * 'Lire la suite' buttons reach this state through the context.
 */
export function NewsDialogProvider({
  items,
  children,
}: {
  items: NewsView[]
  children: ReactNode
}) {
  const [index, setIndex] = useState<number | null>(null)
  return (
    <OpenArticle.Provider value={setIndex}>
      {children}
      <NewsDialog items={items} index={index} onIndexChange={setIndex} />
    </OpenArticle.Provider>
  )
}

export function ReadMoreButton({ index, title }: { index: number; title: string }) {
  const open = useContext(OpenArticle)
  const { text } = useSiteText()
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={() => open(index)}
      className="group inline-flex items-center gap-2 font-semibold text-blue-700 hover:text-blue-900"
    >
      {text.news.readMore}
      <span className="sr-only"> : {title}</span>
      <ArrowRight aria-hidden="true" className="h-4 w-4 transition group-hover:translate-x-1" />
    </button>
  )
}

/** An article card's title: its page's link, the dialog once the scripts have run. */
export function ArticleTitleLink({ index, news }: { index: number; news: NewsView }) {
  const open = useContext(OpenArticle)
  const sitePath = useSitePath()
  return (
    <DialogLink href={sitePath(newsPath(news.id))} onOpen={() => open(index)}>
      {news.title}
    </DialogLink>
  )
}
