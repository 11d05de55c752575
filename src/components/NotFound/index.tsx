import { NOT_A_PAGE_VIEW } from '@/forms/beacon'
import { sitePath, siteText } from '@/i18n/site'

/** The site's error page body: a status code, what went wrong, and the way home. */
export function ErrorPageContent({
  code,
  title,
  text,
}: {
  code: number
  title: string
  text?: string
}) {
  return (
    <main
      {...NOT_A_PAGE_VIEW}
      className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <p className="text-7xl font-extrabold text-blue-700">{code}</p>
      <h1 className="text-2xl font-bold">{title}</h1>
      {text && <p className="max-w-md text-slate-600">{text}</p>}
      <a href={sitePath('/')} className="rounded-lg bg-blue-700 px-6 py-3 font-semibold text-white">
        {siteText().site.backHome}
      </a>
    </main>
  )
}

export function NotFoundContent() {
  return <ErrorPageContent code={404} title={siteText().site.notFoundTitle} />
}
