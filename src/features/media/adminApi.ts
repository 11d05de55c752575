import type { Payload, Where } from 'payload'
import { z } from 'zod'

import { frenchOnly } from '@/i18n/frenchOnly'
import { UPLOAD_TYPES, type UploadType } from '@/lib/uploadRules'
import type { Document, Media } from '@/generated/payload-types'

import { ApiError, ok } from '@/platform/api/envelope'
import { findOr404, removeDocument } from '@/platform/api/documents'
import { route, type RouteContext } from '@/platform/api/route'
import type { UploadKind } from '@/lib/uploadDetect'
import { apiPagingSchema } from '@/lib/paging'
import { receiveFiles, type ReceivedFile } from '@/platform/api/uploads/receive'

const TAG = 'Administration — fichiers'

const storedFile = {
  _id: z.string(),
  url: z.string(),
  filename: z.string(),
  mimetype: z.string(),
  size: z.number().int().min(0),
  createdAt: z.string(),
}
/** A stored file as /api answers it: an image (media) or a document. */
const apiFileSchema = z.union([
  z.object({
    ...storedFile,
    type: z.enum(UPLOAD_TYPES),
    width: z.number().nullable(),
    height: z.number().nullable(),
    alt: z.string(),
  }),
  z.object({ ...storedFile, type: z.literal('documents'), title: z.string() }),
])
type ApiFile = z.infer<typeof apiFileSchema>

function toApiFile(doc: Media | Document, collection: 'media' | 'documents'): ApiFile {
  const file = {
    _id: String(doc.id),
    url: doc.url ?? '',
    filename: doc.filename ?? '',
    mimetype: doc.mimeType ?? '',
    size: doc.filesize ?? 0,
    createdAt: doc.createdAt,
  }
  if (collection === 'documents')
    return { ...file, type: 'documents', title: (doc as Document).title ?? '' }
  const media = doc as Media
  return {
    ...file,
    type: media.uploadType ?? 'images',
    width: media.width ?? null,
    height: media.height ?? null,
    alt: media.alt ?? '',
  }
}

/** `type` from the form, the query string or the X-Upload-Type header (back office §7). */
function uploadType(request: Request, form: FormData): UploadType | null {
  const raw =
    form.get('type') ??
    new URL(request.url).searchParams.get('type') ??
    request.headers.get('x-upload-type')
  if (raw === null || raw === '') return null
  if ((UPLOAD_TYPES as readonly string[]).includes(String(raw))) return raw as UploadType
  throw new ApiError(400, frenchOnly.upload.invalidType(String(raw).slice(0, 50)))
}

async function store(
  payload: Payload,
  file: ReceivedFile,
  type: UploadType | null,
  user: RouteContext<unknown, unknown>['user'],
) {
  const upload = { data: file.data, mimetype: file.mime, name: file.name, size: file.size }
  if (file.kind === 'image') {
    const doc = await payload.create({
      collection: 'media',
      data: { alt: file.name.replace(/\.[^.]+$/, ''), uploadType: type },
      file: upload,
      user,
      overrideAccess: false,
    })
    return { collection: 'media' as const, doc }
  }
  const doc = await payload.create({
    collection: 'documents',
    data: { title: file.name },
    file: upload,
    user,
    overrideAccess: false,
  })
  return { collection: 'documents' as const, doc }
}

const uploadRoute = (
  path: string,
  fields: string[],
  accept: UploadKind | 'any',
  key: 'files' | 'images' | 'documents',
  summary: string,
) =>
  route({
    method: 'POST',
    path,
    summary,
    tag: TAG,
    auth: 'admin',
    created: true,
    multipart: fields,
    data: z.object({ [key]: z.array(apiFileSchema) }),
    handle: async ({ payload, request, user }) => {
      const { files, form } = await receiveFiles(request, fields, accept)
      const type = uploadType(request, form)
      const stored: Awaited<ReturnType<typeof store>>[] = []
      try {
        for (const file of files) stored.push(await store(payload, file, type, user))
      } catch (error) {
        // all or nothing: a refused file takes back the ones stored before it
        for (const { collection, doc } of stored) {
          await payload
            .delete({ collection, id: doc.id, overrideAccess: true })
            .catch(() => undefined)
        }
        throw error
      }
      const answer = stored.map(({ collection, doc }) => toApiFile(doc, collection))
      return ok(
        { [key]: answer },
        { status: 201, message: frenchOnly.upload.uploaded(answer.length) },
      )
    },
  })

const collectionQuery = z.object({ type: z.string().max(50).optional() })
const collectionFor = (type?: string): 'media' | 'documents' =>
  type === 'documents' ? 'documents' : 'media'

async function findFile(context: RouteContext<z.infer<typeof collectionQuery>, unknown>) {
  const collection = collectionFor(context.query.type)
  return {
    collection,
    doc: await findOr404(
      context as RouteContext<unknown, unknown>,
      collection,
      frenchOnly.upload.notFound,
    ),
  }
}

export const uploadRoutes = [
  uploadRoute(
    '/upload',
    ['files', 'file'],
    'any',
    'files',
    'Envoi de fichiers (images et documents), 5 Mo au plus chacun',
  ),
  uploadRoute(
    '/upload/images',
    ['images', 'image', 'files'],
    'image',
    'images',
    'Envoi d’images (jpeg, png, gif, webp, svg sans script), 5 Mo au plus chacune',
  ),
  uploadRoute(
    '/upload/documents',
    ['documents', 'document', 'files'],
    'document',
    'documents',
    'Envoi de documents (pdf, Word, Excel), 5 Mo au plus chacun',
  ),
  route({
    method: 'GET',
    path: '/upload',
    summary: 'Liste des fichiers (type : documents, images, departments, equipment, news)',
    tag: TAG,
    auth: 'admin',
    query: z.object({
      type: z.string().max(50).optional(),
      limit: apiPagingSchema(20).limit,
      offset: z.coerce.number().int().min(0).max(100_000).optional().default(0),
    }),
    data: z.object({ files: z.array(apiFileSchema) }),
    handle: async ({ payload, query }) => {
      const collection = collectionFor(query.type)
      const byType: Where =
        collection === 'media' && query.type && query.type !== 'images'
          ? { uploadType: { equals: query.type } }
          : {}
      const result = await payload.find({
        collection,
        where: byType,
        sort: '-createdAt',
        limit: query.offset + query.limit,
        page: 1,
        depth: 0,
        overrideAccess: true,
      })
      const files = result.docs.slice(query.offset).map((doc) => toApiFile(doc, collection))
      return ok(
        { files },
        {
          extra: {
            pagination: { total: result.totalDocs, limit: query.limit, offset: query.offset },
          },
        },
      )
    },
  }),
  route({
    method: 'GET',
    path: '/upload/:id',
    summary: 'Un fichier (type=documents pour un document)',
    tag: TAG,
    auth: 'admin',
    query: collectionQuery,
    data: apiFileSchema,
    handle: async (context) => {
      const { collection, doc } = await findFile(context)
      return ok(toApiFile(doc, collection))
    },
  }),
  route({
    method: 'DELETE',
    path: '/upload/:id',
    summary: 'Suppression d’un fichier (type=documents pour un document)',
    tag: TAG,
    auth: 'admin',
    query: collectionQuery,
    data: null,
    handle: async (context) => {
      const { collection, doc } = await findFile(context)
      await removeDocument(context, collection, doc.id)
      return ok(undefined, { message: frenchOnly.upload.deleted })
    },
  }),
]
