import { dictionaries } from '@/i18n/site/dictionaries'
import { escapeHtml } from '@/lib/escapeHtml'
import { refusalText } from '@/lib/apiWords'
import { homePath, localeOfPath } from '@/lib/localePaths'
import { siteLocaleOf, type SiteLocale } from '@/lib/locales'

const HTML_FORM_TYPE = /^application\/x-www-form-urlencoded\b/i

/** A body an HTML form posted (a page whose script has not run, #63): its fields, not JSON. */
export const isHtmlFormPost = (request: Request) =>
  HTML_FORM_TYPE.test(request.headers.get('content-type') ?? '')

const NO_STORE = { 'cache-control': 'no-store' }

/** The language of a plain form's answer: the one the form names, else its page's. */
export function htmlFormLocale(fields: unknown, request: Request): SiteLocale {
  const named = (fields as { locale?: unknown } | undefined)?.locale
  if (typeof named === 'string') return siteLocaleOf(named)
  return localeOfPath(pageOf(request) ?? '/')
}

/** The path of the site's page that posted the form (its Referer, this site's only). */
function pageOf(request: Request): string | null {
  const referer = request.headers.get('referer')
  if (!referer) return null
  try {
    const from = new URL(referer)
    // `//host/…` would be another site's address once written in a link
    if (from.host !== new URL(request.url).host || from.pathname.startsWith('//')) return null
    return from.pathname + from.search
  } catch {
    return null
  }
}

/**
 * A refused plain form as a small page in the visitor's language, with the status the JSON
 * answer has and its reason (the /api's French one on a French page, the page's words for the
 * status on another: `refusalText`): a browser without the page's script shows it, and « Revenir
 * au formulaire » leads back to the page that posted it (its fields kept by the browser's back).
 */
export function htmlFormRefusal(
  status: number,
  message: string,
  locale: SiteLocale,
  request: Request,
  headers: HeadersInit = {},
): Response {
  const words = dictionaries[locale].formSent
  const back = pageOf(request) ?? homePath(locale)
  const reason = refusalText(
    locale,
    dictionaries[locale].client.refusals,
    { status, message },
    message,
  )
  const html = `<!doctype html>
<html lang="${dictionaries[locale].meta.htmlLang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(words.refusedTitle)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1.25rem;color:#0f172a;line-height:1.5">
<h1 style="font-size:1.5rem">${escapeHtml(words.refusedTitle)}</h1>
<p>${escapeHtml(words.refusedLead)}</p>
<p role="alert" style="background:#fef2f2;color:#991b1b;padding:.75rem 1rem;border-radius:.5rem">${escapeHtml(reason)}</p>
<p><a href="${escapeHtml(back)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:.75rem 1.5rem;border-radius:.5rem;font-weight:600;text-decoration:none">${escapeHtml(words.back)}</a></p>
</body>
</html>`
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', ...NO_STORE, ...headers },
  })
}
