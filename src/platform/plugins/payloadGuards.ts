import 'server-only'

import {
  APIError,
  type AfterErrorHook,
  type CollectionBeforeOperationHook,
  type Field,
  type GlobalBeforeOperationHook,
  NotFound,
  type Plugin,
  type PayloadRequest,
  ValidationError,
} from 'payload'

import { frenchOnly } from '@/i18n/frenchOnly'

import { nestsDeeperThan } from '@/lib/nesting'
import { mediaSlug } from '@/lib/slugs'
import { safeUploadNames } from '@/lib/uploadNames'

import { keepDefaultChecks } from './defaultChecks'
import { wrongTypes } from './fieldTypes'
import { refuseOversizedImages } from './imagePixelLimit'
import { stripPhotoMetadata } from './photoMetadata'
import { fenceCollectionWrites, fenceGlobalWrites } from './restoreFence'

function refuseDeepData(data: unknown): void {
  if (nestsDeeperThan(data)) throw new APIError(frenchOnly.api.tooDeep, 400)
}

/**
 * A write through Payload's REST API (/api/cms) with a body Payload does not read (a form,
 * text) leaves the data undefined, on which the operation crashes (500): refused before, as the
 * /api contract does (415).
 */
function refuseMissingBody(req: PayloadRequest, data: unknown): void {
  if (req.payloadAPI === 'REST' && (data === undefined || data === null) && !req.file) {
    throw new APIError(frenchOnly.api.jsonRequired, 415)
  }
}

/**
 * A value of the wrong JSON type for its field, from outside (the Local API's callers are the
 * site's own code): 400 naming the fields, before Payload's validators let it through to the
 * database driver (500).
 */
function refuseWrongTypes(
  req: PayloadRequest,
  fields: readonly Field[],
  data: unknown,
  owner: { collection?: string; global?: string },
): void {
  if (req.payloadAPI === 'local') return
  const wrong = wrongTypes(fields, data)
  if (!wrong.length) return
  // Payload's ValidationError: a 400 naming each field, logged as « info » like any invalid form
  throw new ValidationError(
    {
      ...owner,
      errors: wrong.map(({ path, expected }) => ({
        path,
        message: `${frenchOnly.api.invalidInput} ${expected} attendu.`,
      })),
    },
    req.t,
  )
}

/**
 * Collections: with a SQL database, Payload turns the URL's id into a number with parseFloat, so
 * a non-numeric id becomes NaN, which the driver rejects (500); such a document cannot exist:
 * 404, like any unknown id. Writes: a body Payload did not read, data nested too deep, values
 * of the wrong type.
 */
const refuseHostileArgs: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  const { id, duplicateFromID, data } = args as {
    id?: unknown
    duplicateFromID?: unknown
    data?: unknown
  }
  for (const value of [id, duplicateFromID]) {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new NotFound(req.t)
  }
  if (operation !== 'create' && operation !== 'update') return
  refuseMissingBody(req, data)
  refuseDeepData(data)
  refuseWrongTypes(req, collection.fields, data, { collection: collection.slug })
}

const refuseHostileGlobalArgs: GlobalBeforeOperationHook = ({ args, global, operation, req }) => {
  if (operation !== 'update') return
  const data = (args as { data?: unknown } | undefined)?.data
  refuseMissingBody(req, data)
  refuseDeepData(data)
  refuseWrongTypes(req, global.fields, data, { global: global.slug })
}

type Rewrite = { pattern: RegExp; message: (match: RegExpExecArray) => string }

/**
 * Errors Payload raises with its APIError's default status, 500, although the request is at
 * fault: a broken multipart body, and a query on a field that does not exist, which some of
 * Payload's paths send to the database unchecked. A 400, in French.
 */
const CLIENT_ERRORS: Rewrite[] = [
  {
    pattern: /^(Unexpected end of form|Malformed part header|Multipart: Boundary not found)$/,
    message: () => `${frenchOnly.api.invalidInput} Formulaire multipart illisible.`,
  },
  {
    pattern: /^Cannot find field for path at (.*)$/,
    message: (match) => `Critère de recherche non autorisé : ${match[1]}`,
  },
]

/** Payload's own messages that its translations do not cover, in French. */
const ENGLISH_MESSAGES: Rewrite[] = [
  { pattern: /^Invalid JSON$/, message: () => frenchOnly.api.invalidJson },
  {
    pattern: /^The following paths? cannot be queried: (.*)$/,
    message: (match) => `Critère de recherche non autorisé : ${match[1]}`,
  },
  {
    pattern: /^The following fields? (?:is|are) invalid: (.*)$/,
    message: (match) => `${frenchOnly.api.invalidInput} ${match[1]}`,
  },
  { pattern: /^Missing ID/, message: () => frenchOnly.api.invalidId },
  {
    pattern: /^Missing (?:email|username)\.$/,
    message: () => `${frenchOnly.api.invalidInput} email : adresse manquante`,
  },
  {
    pattern: /^Token is either invalid or has expired\.$/,
    message: () => frenchOnly.auth.invalidResetToken,
  },
  { pattern: /^No User$/, message: () => frenchOnly.api.unauthenticated },
  { pattern: /^Something went wrong\.$/, message: () => frenchOnly.server.unexpected },
]

function rewrite(rewrites: Rewrite[], message: string | undefined): string | undefined {
  for (const { pattern, message: french } of rewrites) {
    const match = pattern.exec(message ?? '')
    if (match) return french(match)
  }
  return undefined
}

/**
 * Payload's SQL adapters turn a queried id or relationship value into a number with parseFloat:
 * `?where[id][not_in]=abc` sends NaN, which SQLite's driver refuses (a RangeError under the query
 * error) and PostgreSQL too (22P02, invalid text representation). Only the request can be at fault.
 */
function isNonNumericId(cause: unknown): boolean {
  if (cause instanceof RangeError)
    return /^Only finite numbers \(not Infinity or NaN\)/.test(cause.message)
  const { code, message } = (cause ?? {}) as { code?: unknown; message?: unknown }
  return code === '22P02' && typeof message === 'string' && message.endsWith(': "NaN"')
}

/**
 * A relationship to a row that does not exist (`owner: 999999`): the database's foreign key
 * refuses it (SQLite's constraint, PostgreSQL's 23503), and only the request can be at fault.
 */
function isMissingRelation(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const { code, message } = cause as { code?: unknown; message?: unknown }
    if (code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return true
    if (typeof message === 'string' && /FOREIGN KEY constraint failed/.test(message)) return true
    cause = (cause as { cause?: unknown }).cause
  }
  return false
}

/** Payload's refusals of an uploaded file's content (checkFileRestrictions), in French. */
const FILE_ERRORS = [
  /^Invalid (?:or corrupted )?PDF file\.$/,
  /^Invalid MIME type: /,
  /^File type .* is not allowed\.$/,
  /^SVG file contains potentially harmful content\.$/,
]

type FieldError = { message?: string; path?: string }

/**
 * A file Payload refused (« Invalid PDF file. », on the `file` field): the spec's sentence for
 * it, with the file's name (back office §5), in the field's error and in the toast.
 */
function frenchFileErrors(
  item: { message?: string; data?: { errors?: FieldError[] } },
  fileName: string,
  imageCollection: boolean,
) {
  const fieldErrors = item.data?.errors
  if (!fieldErrors?.some((entry) => FILE_ERRORS.some((p) => p.test(entry.message ?? ''))))
    return undefined
  const french = imageCollection
    ? frenchOnly.upload.notImage(fileName)
    : frenchOnly.upload.notDocument(fileName)
  return {
    ...item,
    message: french,
    data: { ...item.data, errors: fieldErrors.map((entry) => ({ ...entry, message: french })) },
  }
}

/** Answers in French, and with a 400 for the client errors above. */
const frenchErrors: AfterErrorHook = ({ collection, error, req, result }) => {
  if (isNonNumericId((error as { cause?: unknown }).cause)) {
    return { response: { errors: [{ message: frenchOnly.api.nonNumericIdInQuery }] }, status: 400 }
  }
  if (isMissingRelation(error)) {
    return { response: { errors: [{ message: frenchOnly.api.missingRelation }] }, status: 400 }
  }
  // a body an endpoint parsed itself (the SEO plugin's « Auto-générer ») that is not JSON
  if (error instanceof SyntaxError && /JSON/.test(error.message)) {
    return { response: { errors: [{ message: frenchOnly.api.invalidJson }] }, status: 400 }
  }
  const clientError = rewrite(CLIENT_ERRORS, error.message)
  if (clientError) return { response: { errors: [{ message: clientError }] }, status: 400 }
  if (!result?.errors?.length) return
  let changed = false
  const fileName = req.file?.name ?? ''
  const errors = result.errors.map((item) => {
    const fileError = frenchFileErrors(item, fileName, collection?.slug === mediaSlug)
    if (fileError) {
      changed = true
      return fileError
    }
    const message = rewrite(ENGLISH_MESSAGES, item.message)
    if (message === undefined) return item
    changed = true
    return { ...item, message }
  })
  return changed ? { response: { ...result, errors } } : undefined
}

/**
 * Adds the guards above to every collection and global (writes closed while an instance
 * restores the shared database: restoreFence.ts; safe stored names, the pixel limit
 * and photos without their location to every upload collection), Payload's own limits under
 * every field's own check, and the French messages to the config.
 */
export const payloadGuards: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) => ({
    ...collection,
    fields: keepDefaultChecks(collection.fields),
    // the « API » tab: a developer's tool, in English, on every screen of the team's admin
    admin: { ...collection.admin, hideAPIURL: true },
    hooks: {
      ...collection.hooks,
      beforeOperation: [
        fenceCollectionWrites,
        refuseHostileArgs,
        ...(collection.upload ? [safeUploadNames, refuseOversizedImages, stripPhotoMetadata] : []),
        ...(collection.hooks?.beforeOperation ?? []),
      ],
    },
  })),
  globals: config.globals?.map((global) => ({
    ...global,
    fields: keepDefaultChecks(global.fields),
    admin: { ...global.admin, hideAPIURL: true },
    hooks: {
      ...global.hooks,
      beforeOperation: [
        fenceGlobalWrites,
        refuseHostileGlobalArgs,
        ...(global.hooks?.beforeOperation ?? []),
      ],
    },
  })),
  hooks: { ...config.hooks, afterError: [...(config.hooks?.afterError ?? []), frenchErrors] },
})
