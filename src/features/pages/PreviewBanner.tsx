import { siteText } from '@/i18n/site'
import { PREVIEW_EXIT_PARAM, PREVIEW_PATH, PREVIEW_PATH_PARAM } from '@/lib/preview'

/** Over a draft in the editor's preview: what it is, and the way back to the published page. */
export function PreviewBanner({ path }: { path: string }) {
  const exit = `${PREVIEW_PATH}?${PREVIEW_EXIT_PARAM}=1&${PREVIEW_PATH_PARAM}=${encodeURIComponent(path)}`
  return (
    <p
      role="status"
      className="flex flex-wrap items-center justify-center gap-3 bg-amber-300 px-4 py-2 text-center text-sm font-semibold text-slate-900"
    >
      {siteText().preview.banner}
      <a href={exit} className="underline">
        {siteText().preview.exit}
      </a>
    </p>
  )
}
