import { z } from 'zod'

import { frenchOnly } from '@/i18n/frenchOnly'
import { JSON_BODY_MAX_BYTES } from '@/lib/constants'
import { DEFAULT_SITE_LOCALE, SITE_LOCALES } from '@/lib/locales'
import { nestsDeeperThan } from '@/lib/nesting'
import { BODY_TOO_LARGE, readBodyUpTo } from '@/platform/runtime/requestBody'

import { ApiError } from './envelope'

z.config(z.locales.fr())

/** A body read up to `maxBytes`, or the spec's 413 without reading further. */
export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  const body = await readBodyUpTo(request, maxBytes)
  if (body === BODY_TOO_LARGE) throw new ApiError(413, frenchOnly.api.bodyTooLarge)
  return Buffer.from(body).toString('utf8')
}

/** A JSON body, refused with the right status when it is not JSON, too large or malformed. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await readBodyText(request, JSON_BODY_MAX_BYTES)
  if (!text.trim()) return {}
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/(.+\+)?json\b/i.test(type))
    throw new ApiError(415, frenchOnly.api.jsonRequired)
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new ApiError(400, frenchOnly.api.invalidJson)
  }
  // Payload's Local API copies data recursively: thousands of levels would overflow the stack
  if (nestsDeeperThan(json)) throw new ApiError(400, frenchOnly.api.tooDeep)
  return json
}

/**
 * An HTML form's fields as the JSON body the route's schema reads: text as sent (a name sent
 * twice keeps its last value), each checkbox in `booleans` true when sent.
 */
export async function readHtmlFormBody(
  request: Request,
  booleans: readonly string[] = [],
): Promise<Record<string, unknown>> {
  const text = await readBodyText(request, JSON_BODY_MAX_BYTES)
  const fields: Record<string, unknown> = Object.fromEntries(new URLSearchParams(text))
  for (const name of booleans) fields[name] = name in fields
  return fields
}

/**
 * The content's language on a `localized` route (#45): French when none is asked, a French 400
 * for one the site does not have.
 */
export const localeQuery = z.object({
  locale: z
    .enum(SITE_LOCALES)
    .default(DEFAULT_SITE_LOCALE)
    .describe(
      'La langue du contenu (fr par défaut) : en rend les textes anglais, le français là où ils manquent, dans les mêmes formes',
    ),
})

/** Query string as an object (a repeated key keeps its last value). */
export function queryObject(url: URL): Record<string, string> {
  return Object.fromEntries(url.searchParams.entries())
}

/** zod's result as the value, or a 400 with the first problem in French. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  // a schema's own whole-body rule carries a message of the spec: shown as it is
  if (issue?.code === 'custom' && issue.path.length === 0) throw new ApiError(400, issue.message)
  const where = issue?.path.length ? `${issue.path.join('.')} : ` : ''
  throw new ApiError(400, `${frenchOnly.api.invalidInput} ${where}${issue?.message ?? ''}`.trim())
}
