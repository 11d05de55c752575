'use client'

import { Bookmark, BookmarkCheck } from 'lucide-react'
import { useSyncExternalStore } from 'react'

import { isNewsSaved, subscribeSavedNews, toggleSavedNews } from './savedNews'

import { useSiteText } from '@/ui/SiteText.client'

/** 'Sauvegarder' ⇄ 'Sauvegardé': the server renders it unsaved, the browser's storage decides. */
export function SaveButton({ id }: { id: string }) {
  const { text } = useSiteText()
  const saved = useSyncExternalStore(
    subscribeSavedNews,
    () => isNewsSaved(id),
    () => false,
  )
  const Icon = saved ? BookmarkCheck : Bookmark
  return (
    <button
      type="button"
      aria-pressed={saved}
      onClick={() => toggleSavedNews(id)}
      className={`inline-flex items-center gap-2 rounded-lg border px-4 py-2 text-sm font-semibold transition ${
        saved
          ? 'border-blue-700 bg-blue-700 text-white hover:bg-blue-800'
          : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
      }`}
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
      {saved ? text.news.saved : text.news.save}
    </button>
  )
}
