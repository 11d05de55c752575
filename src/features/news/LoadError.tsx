import { CircleAlert, RotateCcw } from 'lucide-react'

import { siteText } from '@/i18n/site'

/** The spec's news read failure: the message in red, with a retry link on listings. */
export function LoadError({ retryHref }: { retryHref?: string }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 py-12 text-center">
      <p className="flex items-center gap-2 font-semibold text-red-700">
        <CircleAlert aria-hidden="true" className="h-5 w-5" />
        {siteText().news.loadError}
      </p>
      {retryHref && (
        <a
          href={retryHref}
          className="inline-flex items-center gap-2 rounded-lg bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800"
        >
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
          {siteText().client.common.retry}
        </a>
      )}
    </div>
  )
}
