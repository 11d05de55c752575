'use client'

import { ChevronLeft, ChevronRight, ExternalLink } from 'lucide-react'
import { useEffect, useRef } from 'react'

import { useSitePath, useSiteText } from '@/ui/SiteText.client'
import { Dialog, DialogClose, DialogTitle } from '@/ui/Dialog.client'
import { FallbackImage } from '@/ui/FallbackImage'
import { WhatsAppShareLink } from '@/ui/WhatsAppShareLink.client'
import { NEWS_FALLBACK_IMAGE } from '@/lib/fallbackImages'

import { ArticleBody } from './ArticleBody'
import { CategoryBadge } from './CategoryBadge'
import { Keywords } from './Keywords'
import { NewsByline } from './NewsMeta'
import { SaveButton } from './SaveButton.client'
import { ShareButton } from './ShareButton.client'
import { newsPath } from '@/lib/sitePaths'

import type { NewsView } from './view'

type Props = {
  items: NewsView[]
  index: number | null
  onIndexChange: (index: number | null) => void
}

const arrowClass =
  'absolute top-1/2 -translate-y-1/2 rounded-full bg-white/95 p-2 text-slate-800 shadow-lg hover:bg-white focus-visible:outline-2 focus-visible:outline-blue-700'

/** One article of the list being shown, with arrows to its neighbours in that list. */
export function NewsDialog({ items, index, onIndexChange }: Props) {
  const item = index === null ? undefined : items[index]
  const { text } = useSiteText()
  return (
    <Dialog
      open={Boolean(item)}
      onOpenChange={(open) => !open && onIndexChange(null)}
      description={text.news.dialogDescription}
      size="max-w-4xl"
    >
      {item && index !== null && (
        <DialogArticle
          item={item}
          previous={index > 0 ? () => onIndexChange(index - 1) : undefined}
          next={index < items.length - 1 ? () => onIndexChange(index + 1) : undefined}
        />
      )}
    </Dialog>
  )
}

type ArticleProps = { item: NewsView; previous?: () => void; next?: () => void }

function DialogArticle({ item, previous, next }: ArticleProps) {
  const topRef = useRef<HTMLDivElement>(null)
  const titleRef = useRef<HTMLHeadingElement>(null)
  const { text } = useSiteText()
  const path = useSitePath()(newsPath(item.id))

  // a new article starts at its top; if its arrow vanished (end of the list), focus goes to the title
  useEffect(() => {
    topRef.current?.closest('dialog')?.scrollTo({ top: 0 })
    const active = document.activeElement
    if (!active || active === document.body || active instanceof HTMLDialogElement) {
      titleRef.current?.focus()
    }
  }, [item.id])

  return (
    <article>
      <div ref={topRef} className="relative">
        <FallbackImage
          src={item.image}
          fallback={NEWS_FALLBACK_IMAGE}
          width={1200}
          height={800}
          className="h-56 w-full bg-slate-200 object-cover sm:h-80"
        />
        <CategoryBadge
          category={item.category}
          label={item.categoryLabel}
          className="absolute left-4 top-4"
        />
        {previous && (
          <button
            type="button"
            onClick={previous}
            aria-label={text.news.previousArticle}
            className={`${arrowClass} left-3`}
          >
            <ChevronLeft aria-hidden="true" className="h-6 w-6" />
          </button>
        )}
        {next && (
          <button
            type="button"
            onClick={next}
            aria-label={text.news.nextArticle}
            className={`${arrowClass} right-3`}
          >
            <ChevronRight aria-hidden="true" className="h-6 w-6" />
          </button>
        )}
      </div>

      <div className="space-y-6 p-6 sm:p-8">
        <header>
          <DialogTitle
            ref={titleRef}
            tabIndex={-1}
            className="text-2xl font-extrabold text-slate-900 focus:outline-none sm:text-3xl"
          >
            {item.title}
          </DialogTitle>
          <NewsByline news={item} className="mt-3 gap-x-5 text-sm" byAuthor={text.news.byAuthor} />
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <ShareButton key={item.id} path={path} title={item.title} text={item.excerpt} />
            <WhatsAppShareLink path={path} title={item.title} />
            <SaveButton id={item.id} />
          </div>
        </header>

        {item.excerpt && (
          <p className="rounded-r-lg border-l-4 border-blue-700 bg-blue-50 p-4 text-lg text-slate-800">
            <span className="sr-only">{text.news.summary} : </span>
            {item.excerpt}
          </p>
        )}
        <ArticleBody html={item.content} />
        <Keywords tags={item.tags} headingLevel={3} label={text.news.keywords} />

        <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-6">
          <a
            href={path}
            className="inline-flex items-center gap-2 font-semibold text-blue-700 hover:underline"
          >
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
            {text.news.openPage}
          </a>
          <DialogClose className="rounded-lg bg-slate-800 px-5 py-2.5 font-semibold text-white hover:bg-slate-900">
            {text.common.close}
          </DialogClose>
        </footer>
      </div>
    </article>
  )
}
