import { z } from 'zod'

import { frenchOnly } from '@/i18n/frenchOnly'

import { rateLimitedGroup } from '@/lib/rateLimitedPaths'
import { publicUrl } from '@/platform/runtime/environment'

import { route, type RouteDef } from './route'
import { localeQuery } from './request'

type JsonSchema = Record<string, unknown> & {
  properties?: Record<string, unknown>
  required?: string[]
}

/** A request's schema as it is sent (`input`), or an answer's as it is built (`output`). */
const toSchema = (schema: z.ZodType, io: 'input' | 'output' = 'input'): JsonSchema => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
  }) as JsonSchema
  return rest
}

/** The envelope of a success whose `data` is described (and its `pagination`, for a list). */
const typedEnvelope = (data: z.ZodType, paginated = false) => ({
  type: 'object',
  required: ['success', 'data', ...(paginated ? ['pagination'] : [])],
  properties: {
    success: { const: true },
    message: { type: 'string' },
    data: toSchema(data, 'output'),
    ...(paginated && { pagination: { $ref: '#/components/schemas/Pagination' } }),
  },
})

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
})

function operation(def: RouteDef) {
  const pathParameters = [...def.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }))
  const queryParameters = [def.query, def.localized ? localeQuery : undefined].flatMap((schema) => {
    const query = schema ? toSchema(schema) : undefined
    return Object.entries(query?.properties ?? {}).map(([name, property]) => ({
      name,
      in: 'query',
      required: query?.required?.includes(name) ?? false,
      schema: property,
    }))
  })
  const protectedCall = def.auth === 'user' || def.auth === 'admin'
  return {
    summary: def.summary,
    tags: [def.tag],
    operationId: `${def.method.toLowerCase()}${def.path.replace(/[/:](\w)/g, (_, c: string) => c.toUpperCase()).replace(/\W/g, '')}`,
    parameters: [...pathParameters, ...queryParameters],
    security: protectedCall
      ? [{ bearerAuth: [] }]
      : def.auth === 'optional'
        ? [{}, { bearerAuth: [] }]
        : [],
    ...(def.body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: toSchema(def.body) },
              ...(def.htmlForm && {
                'application/x-www-form-urlencoded': { schema: toSchema(def.body) },
              }),
            },
          },
        }
      : def.multipart
        ? {
            requestBody: {
              required: true,
              content: {
                'multipart/form-data': {
                  schema: {
                    type: 'object',
                    properties: Object.fromEntries(
                      def.multipart.map((field) => [
                        field,
                        { type: 'array', items: { type: 'string', format: 'binary' } },
                      ]),
                    ),
                  },
                },
              },
            },
          }
        : def.rawBody
          ? {
              requestBody: {
                required: true,
                content: { [def.rawBody]: { schema: { type: 'string', format: 'binary' } } },
              },
            }
          : {}),
    responses: {
      ...success(def),
      ...(def.alsoAnswers && {
        [String(def.alsoAnswers.status)]: { description: def.alsoAnswers.description },
      }),
      ...(def.htmlForm && { 303: { description: HTML_FORM_ANSWER } }),
      // any /api address that cannot be decoded is a 400, before the route is even found
      400: errorAnswer(
        def.body || def.query || def.localized || def.multipart
          ? `${frenchOnly.api.invalidInput} ${frenchOnly.api.malformedPath}`
          : frenchOnly.api.malformedPath,
      ),
      ...(protectedCall ? { 401: errorAnswer(frenchOnly.api.unauthenticated) } : {}),
      ...(def.auth === 'admin' ? { 403: errorAnswer(frenchOnly.api.forbidden) } : {}),
      ...(def.path.includes(':') ? { 404: errorAnswer('Introuvable') } : {}),
      ...(def.body
        ? {
            413: errorAnswer(frenchOnly.api.bodyTooLarge),
            415: errorAnswer(frenchOnly.api.jsonRequired),
          }
        : {}),
      ...(def.multipart
        ? {
            413: errorAnswer(frenchOnly.api.bodyTooLarge),
            415: errorAnswer(frenchOnly.upload.multipartRequired),
          }
        : {}),
      ...(def.method === 'POST' && rateLimitedGroup(`/api${def.path}`)
        ? { 429: errorAnswer(frenchOnly.auth.tooManyRequests) }
        : {}),
      ...Object.fromEntries(
        (def.refuses ?? []).map(({ status, description }) => [status, errorAnswer(description)]),
      ),
    },
  }
}

/** What a plain HTML form posted to a route that takes one is answered (route.ts, `HtmlForm`). */
const HTML_FORM_ANSWER =
  'Le même formulaire posté en HTML (application/x-www-form-urlencoded, les cases cochées valant true) avant que le script de la page ne tourne : vers la page qui en accuse réception (Location), dans la langue du formulaire ; un refus est une page HTML au même statut'

/** The success answer: the JSON envelope, or what the route declares it sends instead. */
function success(def: RouteDef) {
  if (def.answers) {
    const { status, description, mediaType } = def.answers
    return {
      [String(status)]: {
        description,
        ...(mediaType && {
          content: { [mediaType]: { schema: { type: 'string', contentMediaType: mediaType } } },
        }),
      },
    }
  }
  const data = def.data ?? null
  return {
    [def.created ? '201' : '200']: {
      description: 'Succès',
      content: {
        'application/json': {
          schema: data
            ? typedEnvelope(data, def.paginated)
            : { $ref: '#/components/schemas/Confirmation' },
        },
      },
    },
  }
}

/** The OpenAPI 3.1 description of the contract, derived from the routes' own zod schemas. */
export function openApiDocument(routes: RouteDef[]) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const def of routes) {
    const path = `/api${def.path.replace(/:(\w+)/g, '{$1}')}`
    paths[path] ??= {}
    paths[path][def.method.toLowerCase()] = operation(def)
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'API du site BK Multiservices',
      version: '1.0.0',
      description:
        "Contrat JSON historique du site (enveloppe { success, message?, data? }). L'API REST de Payload est servie à part, sous /api/cms.",
      license: {
        name: 'Propriétaire, tous droits réservés (BK Multiservices)',
        identifier: 'LicenseRef-Proprietary',
      },
    },
    servers: [{ url: publicUrl(), description: 'Ce site (PUBLIC_URL)' }],
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        Pagination: {
          type: 'object',
          required: ['page', 'limit', 'total', 'pages'],
          properties: {
            page: { type: 'integer', minimum: 1 },
            limit: { type: 'integer', minimum: 1 },
            total: { type: 'integer', minimum: 0 },
            pages: { type: 'integer', minimum: 0 },
          },
        },
        Confirmation: {
          description: 'Un succès sans données : son message en français',
          type: 'object',
          required: ['success', 'message'],
          properties: { success: { const: true }, message: { type: 'string' } },
        },
        Error: {
          type: 'object',
          required: ['success', 'message'],
          properties: { success: { const: false }, message: { type: 'string' } },
        },
      },
    },
    paths,
  }
}

export function openApiRoute(routes: RouteDef[]): RouteDef {
  let document: ReturnType<typeof openApiDocument> | undefined
  return route({
    method: 'GET',
    path: '/openapi.json',
    summary: 'Cette description OpenAPI 3.1',
    tag: 'Documentation',
    auth: 'public',
    answers: { status: 200, description: 'Le document', mediaType: 'application/json' },
    handle: async () => {
      document ??= openApiDocument(routes)
      return Response.json(document, { headers: { 'cache-control': 'public, max-age=300' } })
    },
  })
}
