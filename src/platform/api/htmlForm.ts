import { localizedPath } from '@/i18n/site/addresses'
import type { SiteLocale } from '@/lib/locales'
import { htmlFormRefusal } from '@/platform/forms/plainForm'

import type { HtmlForm } from './route'

/**
 * The route's JSON answer as the browser of a plain form needs it: once stored, a 303 to the
 * receipt page in the form's language (a reload then sends nothing again); a refusal, a page.
 */
export async function htmlFormAnswer(
  response: Response,
  form: HtmlForm,
  locale: SiteLocale,
  request: Request,
): Promise<Response> {
  const envelope = (await response.json().catch(() => null)) as {
    success?: boolean
    message?: string
    data?: unknown
  } | null
  if (response.ok && envelope?.success)
    return new Response(null, {
      status: 303,
      headers: {
        location: localizedPath(form.receipt(envelope.data), locale),
        'cache-control': 'no-store',
      },
    })
  return htmlFormRefusal(response.status, envelope?.message ?? '', locale, request)
}
