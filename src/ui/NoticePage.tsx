import type { ReactNode } from 'react'

import { sitePath, siteText } from '@/i18n/site'

/**
 * A page that says how an action went (a mailed link followed, a form posted before its page's
 * script ran): a title, a sentence, what to keep (`children`), home.
 */
export function NoticePage({
  ok,
  title,
  text,
  children,
}: {
  ok: boolean
  title: string
  text: string
  children?: ReactNode
}) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 text-center">
      <p
        aria-hidden="true"
        className={`flex h-16 w-16 items-center justify-center rounded-full text-3xl font-bold text-white ${ok ? 'bg-green-600' : 'bg-red-600'}`}
      >
        {ok ? '✓' : '!'}
      </p>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="max-w-md text-slate-600">{text}</p>
      {children}
      <a href={sitePath('/')} className="rounded-lg bg-blue-700 px-6 py-3 font-semibold text-white">
        {siteText().site.backHome}
      </a>
    </main>
  )
}
