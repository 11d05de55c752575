import type { Payload } from 'payload'
import type { z } from 'zod'

import type { SiteLocale } from '@/lib/locales'
import type { User } from '@/generated/payload-types'

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
/**
 * public: anyone, the token is not read; optional: anyone, the user is known when signed in;
 * user: any signed-in account; admin: an admin or super-admin.
 */
type AuthLevel = 'public' | 'optional' | 'user' | 'admin'

export type RouteContext<Q, B> = {
  request: Request
  params: Record<string, string>
  query: Q
  body: B
  payload: Payload
  user: User | null
  /** The content's language: `?locale=` on a `localized` route, French on every other. */
  locale: SiteLocale
  /** The body came as an HTML form posted before the page's script ran (`htmlForm`). */
  fromHtmlForm: boolean
}

/**
 * A public form that also works before its page's script has run (#63): the browser posts it as
 * an HTML form (`application/x-www-form-urlencoded`), the router reads the same fields into the
 * same schema and the same handler stores it; the browser is then sent (303) to the page that
 * acknowledges it, or shown the refusal as a page, in the language the form names.
 */
export type HtmlForm = {
  /** The checkboxes: `true` when sent (`value="true"`), `false` when absent. */
  booleans?: readonly string[]
  /** The French address of the page that acknowledges the stored form, from the answer's data. */
  receipt: (data: unknown) => string
}

type NonEnvelope = { status: number; description: string; mediaType?: string }

/** What a success answers, which every route declares: the envelope's data, or another answer. */
type Success =
  | {
      /**
       * The envelope's `data` on success, in the zod shape its mapper returns (the mapper's type
       * is inferred from it, so the document and the JSON cannot drift); `paginated` lists also
       * carry `pagination`. `null`: the success is its French message only, with no data.
       */
      data: z.ZodType | null
      paginated?: boolean
      answers?: never
    }
  | {
      /**
       * A success that is not the JSON envelope (documentation; the handler builds it): its
       * status, and the media type of its body if it has one (a CSV, an archive).
       */
      answers: NonEnvelope
      data?: never
      paginated?: never
    }

export type RouteDef<Q extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType> = Success & {
  method: HttpMethod
  /** Path under /api, `:name` for a parameter: `/departments/:slug`. */
  path: string
  summary: string
  tag: string
  auth: AuthLevel
  query?: Q
  body?: B
  /** Answers 201 Created on success (documentation; the handler sets the status). */
  created?: boolean
  /** Another answer it may give on success, besides the main one (a browser's redirect). */
  alsoAnswers?: { status: number; description: string }
  /** Refusals of its own, besides the statuses every route of its kind may give (409…). */
  refuses?: { status: number; description: string }[]
  /**
   * Reads localized content in the language of `?locale=` (#45), French by default, in the same
   * shapes: the public reads of machines, departments, articles, the home page's sections and
   * the top bar.
   */
  localized?: boolean
  /** A public read that must never be reused, even for a second (health). */
  live?: boolean
  /** Also taken as an HTML form (above); the body's schema must take its fields as text. */
  htmlForm?: HtmlForm
  /** Documents the request body for multipart routes, which zod does not parse. */
  multipart?: string[]
  /** Documents a body sent as it is (a file), which the handler reads itself: its media type. */
  rawBody?: string
  /**
   * The answer when Payload cannot reach its database, for a route that still has something to
   * say then (the health check); the others answer 503.
   */
  unreachable?: () => Response
  /**
   * A write that runs while the others are closed (src/platform/runtime/writeGate.ts): the restore itself,
   * which closes them.
   */
  duringRestore?: boolean
  handle: (context: RouteContext<z.infer<Q>, z.infer<B>>) => Promise<Response>
}

/** The OpenAPI tag of the forms any visitor sends (a quote request, the newsletter, the beacon). */
export const PUBLIC_FORMS_TAG = 'Formulaires publics'

/** Declares a route; the generic keeps the handler's query and body typed from the schemas. */
export function route<Q extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType>(
  def: RouteDef<Q, B>,
): RouteDef {
  return def as unknown as RouteDef
}
