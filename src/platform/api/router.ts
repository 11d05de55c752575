import type { Payload } from 'payload'

import { isAdminUser } from '@/platform/access/roles'
import { DatabaseUnreachableError, payloadClient } from '@/platform/data/payload'
import { frenchOnly } from '@/i18n/frenchOnly'
import { bodyTag, namesTag } from '@/platform/runtime/bodyTag'
import { admitWrite, WRITES_RETRY_AFTER_SECONDS } from '@/platform/runtime/writeGate'
import type { User } from '@/generated/payload-types'

import { fail } from './envelope'
import { errorResponse } from './errors'
import { DEFAULT_SITE_LOCALE, type SiteLocale } from '@/lib/locales'

import { htmlFormLocale, htmlFormRefusal, isHtmlFormPost } from '@/platform/forms/plainForm'

import { htmlFormAnswer } from './htmlForm'
import { localeQuery, parseOrThrow, queryObject, readHtmlFormBody, readJsonBody } from './request'
import type { RouteDef } from './route'

type Compiled = { route: RouteDef; pattern: RegExp; names: string[]; statics: number }

function compile(route: RouteDef): Compiled {
  const names: string[] = []
  const segments = route.path.split('/').filter(Boolean)
  const source = segments
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      names.push(segment.slice(1))
      return '([^/]+)'
    })
    .join('/')
  return {
    route,
    pattern: new RegExp(`^/${source}/?$`),
    names,
    statics: segments.length - names.length,
  }
}

/** The route's `:name` values from the path, or null when one is not valid percent-encoding. */
function decodeParams({ pattern, names }: Compiled, path: string): Record<string, string> | null {
  const values = pattern.exec(path)?.slice(1) ?? []
  try {
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(values[i] ?? '')]))
  } catch {
    return null
  }
}

async function authenticate(payload: Payload, request: Request): Promise<User | null> {
  try {
    const { user } = await payload.auth({ headers: request.headers, canSetHeaders: false })
    return user?.collection === 'users' ? (user as User) : null
  } catch {
    return null
  }
}

/**
 * A public read is the same for every visitor: shared caches (the edge's micro-cache) may keep
 * it, browsers ask again each time.
 */
const SHARED_READ = 'public, max-age=0, must-revalidate'

/**
 * A public read with its validator: an ETag of the body, and a 304 without it when the client
 * already has that body (a page polling the maintenance status spends a few bytes, not 1.3 KB).
 */
async function revalidated(request: Request, response: Response): Promise<Response> {
  const body = Buffer.from(await response.arrayBuffer())
  // weak: the edge may send the body compressed, the same content in other bytes
  const tag = bodyTag(body)
  const headers = new Headers(response.headers)
  headers.set('etag', `W/${tag}`)
  if (namesTag(request.headers.get('if-none-match'), tag))
    return new Response(null, { status: 304, headers })
  return new Response(body, { status: response.status, headers })
}

/** One dispatcher for the whole legacy contract: match, authenticate, validate, handle. */
export function createRouter(routes: RouteDef[]): (request: Request) => Promise<Response> {
  // static segments win over parameters: /departments/all before /departments/:slug
  const compiled = routes.map(compile).sort((a, b) => b.statics - a.statics)

  return async function dispatch(request) {
    const url = new URL(request.url)
    const path = url.pathname.replace(/^\/api(?=\/|$)/, '') || '/'
    const method = request.method === 'HEAD' ? 'GET' : request.method
    const candidates = compiled.filter(({ pattern }) => pattern.test(path))
    if (!candidates.length) return fail(404, frenchOnly.api.notFound)
    const found = candidates.find((candidate) => candidate.route.method === method)
    if (!found) {
      const response = fail(405, frenchOnly.api.methodNotAllowed)
      response.headers.set('allow', [...new Set(candidates.map((c) => c.route.method))].join(', '))
      return response
    }
    const params = decodeParams(found, path)
    if (!params) return fail(400, frenchOnly.api.invalidInput)

    // a restore under way: the write is refused before anything is read, and the phone's outbox
    // sends it again later; one admitted is waited for before the restore begins
    const htmlForm = (method === 'POST' && isHtmlFormPost(request) && found.route.htmlForm) || null
    const written = method === 'GET' || found.route.duringRestore ? () => undefined : admitWrite()
    if (!written) {
      if (!htmlForm) return restoring()
      // before the body is read: the page that posted it names the language
      const retry = { 'retry-after': String(WRITES_RETRY_AFTER_SECONDS) }
      const locale = htmlFormLocale(undefined, request)
      return htmlFormRefusal(503, frenchOnly.backup.writesClosed, locale, request, retry)
    }
    let payload: Payload | undefined
    // the form's fields, read before anything can refuse it: its language names the refusal's
    let fields: unknown
    try {
      payload = await payloadClient()
      const { route } = found
      const user = route.auth === 'public' ? null : await authenticate(payload, request)
      if ((route.auth === 'user' || route.auth === 'admin') && !user) {
        return fail(401, frenchOnly.api.unauthenticated)
      }
      if (route.auth === 'admin' && !isAdminUser(user)) return fail(403, frenchOnly.api.forbidden)
      const queryFields = queryObject(url)
      const query = route.query ? parseOrThrow(route.query, queryFields) : {}
      const { locale }: { locale: SiteLocale } = route.localized
        ? parseOrThrow(localeQuery, queryFields)
        : { locale: DEFAULT_SITE_LOCALE }
      fields = htmlForm
        ? await readHtmlFormBody(request, htmlForm.booleans)
        : route.body && (await readJsonBody(request))
      const body = route.body ? parseOrThrow(route.body, fields) : undefined
      const fromHtmlForm = htmlForm !== null
      const response = await route.handle({
        request,
        params,
        query,
        body,
        payload,
        user,
        locale,
        fromHtmlForm,
      })
      if (htmlForm)
        return await htmlFormAnswer(response, htmlForm, htmlFormLocale(fields, request), request)
      if (route.auth === 'public' && method === 'GET' && !route.live && response.status === 200) {
        response.headers.set('cache-control', SHARED_READ)
        return await revalidated(request, response)
      }
      return response
    } catch (error) {
      if (error instanceof DatabaseUnreachableError) {
        return found.route.unreachable?.() ?? fail(503, frenchOnly.api.databaseUnreachable)
      }
      const response = errorResponse(error, payload?.logger)
      if (response.status === 503)
        response.headers.set('retry-after', String(WRITES_RETRY_AFTER_SECONDS))
      if (htmlForm) {
        const { message } = (await response.json()) as { message: string }
        return htmlFormRefusal(
          response.status,
          message,
          htmlFormLocale(fields, request),
          request,
          response.status === 503 ? { 'retry-after': String(WRITES_RETRY_AFTER_SECONDS) } : {},
        )
      }
      return response
    } finally {
      written()
    }
  }
}

/** 503 with Retry-After, in the contract's envelope. */
function restoring(): Response {
  const response = fail(503, frenchOnly.backup.writesClosed)
  response.headers.set('retry-after', String(WRITES_RETRY_AFTER_SECONDS))
  return response
}
