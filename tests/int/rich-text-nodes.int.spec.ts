// features: platform, news
import { getEnabledNodes, type SanitizedServerEditorConfig } from '@payloadcms/richtext-lexical'
import { createHeadlessEditor } from '@payloadcms/richtext-lexical/lexical/headless'
import { type Payload, ValidationError } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { frenchOnly } from '@/i18n/frenchOnly'
import { lexicalFromParagraphs } from '@/lib/lexical'
import { DEMO_ADMIN } from '@/platform/runtime/environment'
import { departmentsSlug, legalPagesSlug, mediaSlug, newsSlug, usersSlug } from '@/lib/slugs'
import type { News, User } from '@/generated/payload-types'

import { tokenFor } from '../helpers/api'
import { cms } from '../helpers/cms'
import { testPayload } from '../helpers/payload'

/**
 * A rich text holding a node the admin's editor does not know, saved through /api/cms or the
 * Local API, kept that article from opening in the admin. Every rich text field refuses it on
 * save, in French, and keeps what was stored; every node the editor offers still saves.
 */
let payload: Payload
let admin: User
let token: string
let editorConfig: SanitizedServerEditorConfig
let article: News
const context = { disableRevalidate: true }

type Node = Record<string, unknown>
const element = { direction: 'ltr', format: '', indent: 0, version: 1 }
const text = (value: string, format = 0): Node => ({
  type: 'text',
  text: value,
  format,
  style: '',
  mode: 'normal',
  detail: 0,
  version: 1,
})
const paragraph = (...children: Node[]): Node => ({
  ...element,
  type: 'paragraph',
  textFormat: 0,
  textStyle: '',
  children,
})
const state = (...children: Node[]) => ({ root: { ...element, type: 'root', children } })

const EVIL = { type: 'evil-node', version: 1 }

/** Every node the editor offers, with every text format, as the admin's editor saves them. */
function everyNode(mediaId: number, departmentId: number) {
  const item = (value: number, children: Node[], extra: Node = {}): Node => ({
    ...element,
    type: 'listitem',
    value,
    children,
    ...extra,
  })
  return state(
    { ...element, type: 'heading', tag: 'h2', children: [text('Titre')] },
    { ...element, type: 'heading', tag: 'h6', children: [text('Sous-titre')] },
    paragraph(
      text('gras', 1),
      text('italique', 2),
      text('barré', 4),
      text('souligné', 8),
      text('code', 16),
      text('indice', 32),
      text('exposant', 64),
      { type: 'linebreak', version: 1 },
      { type: 'tab', text: '\t', format: 0, style: '', mode: 'normal', detail: 2, version: 1 },
      {
        ...element,
        type: 'link',
        version: 3,
        fields: { linkType: 'custom', url: 'https://bk-multiservices.ne', newTab: true },
        children: [text('un lien')],
      },
      {
        ...element,
        type: 'autolink',
        version: 2,
        fields: { linkType: 'custom', url: 'https://bk-multiservices.ne/contact' },
        children: [text('https://bk-multiservices.ne/contact')],
      },
    ),
    { ...element, type: 'quote', children: [text('Une citation')] },
    {
      ...element,
      type: 'list',
      listType: 'bullet',
      tag: 'ul',
      start: 1,
      children: [item(1, [text('un')]), item(2, [text('deux')])],
    },
    {
      ...element,
      type: 'list',
      listType: 'number',
      tag: 'ol',
      start: 1,
      children: [item(1, [text('premier')])],
    },
    {
      ...element,
      type: 'list',
      listType: 'check',
      tag: 'ul',
      start: 1,
      children: [item(1, [text('fait')], { checked: true })],
    },
    { type: 'horizontalrule', version: 1 },
    { type: 'upload', version: 3, format: '', relationTo: mediaSlug, value: mediaId, fields: {} },
    {
      type: 'relationship',
      version: 2,
      format: '',
      relationTo: departmentsSlug,
      value: departmentId,
    },
  )
}

/** What the admin's editor does when it opens a document: parse it with the editor's nodes. */
function opensInTheEditor(content: unknown): boolean {
  const editor = createHeadlessEditor({
    nodes: getEnabledNodes({ editorConfig }),
    onError: (error) => {
      throw error
    },
  })
  try {
    editor.setEditorState(editor.parseEditorState(content as never))
    return true
  } catch {
    return false
  }
}

function typesIn(node: Node, found = new Set<string>()): Set<string> {
  found.add(node.type as string)
  for (const child of (node.children as Node[] | undefined) ?? []) typesIn(child, found)
  return found
}

/** The validation error of a refused save, with its message for the field at fault. */
async function refusal(save: Promise<unknown>): Promise<string[]> {
  const error = await save.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error, String((error as Error)?.stack)).toBeInstanceOf(ValidationError)
  return (error as ValidationError).data.errors.map(({ message }) => message)
}

beforeAll(async () => {
  payload = await testPayload()
  token = await tokenFor(DEMO_ADMIN.email, DEMO_ADMIN.password)
  const users = await payload.find({
    collection: usersSlug,
    where: { email: { equals: DEMO_ADMIN.email } },
    limit: 1,
    overrideAccess: true,
  })
  admin = { ...users.docs[0], collection: usersSlug } as User
  const news = payload.collections[newsSlug].config.fields.find(
    (field) => 'name' in field && field.name === 'content',
  ) as { editor: { editorConfig: SanitizedServerEditorConfig } }
  editorConfig = news.editor.editorConfig
  article = await payload.create({
    collection: newsSlug,
    data: {
      title: 'Article à protéger',
      category: 'ACTUALITE',
      content: lexicalFromParagraphs(['Texte d’origine.']),
    },
    user: admin,
    overrideAccess: false,
    context,
  })
})

afterAll(async () => {
  await payload.delete({ collection: newsSlug, id: article.id, overrideAccess: true, context })
})

describe('a rich text with a node the editor does not know', () => {
  const evil = state(paragraph(text('avant'), EVIL as Node, text('après')))

  it('would keep the editor from opening the article', () => {
    expect(opensInTheEditor(evil)).toBe(false)
    expect(opensInTheEditor(article.content)).toBe(true)
  })

  it('is refused through the Local API for an admin, and the article stays as it was', async () => {
    const messages = await refusal(
      payload.update({
        collection: newsSlug,
        id: article.id,
        data: { content: evil as never },
        user: admin,
        overrideAccess: false,
        context,
      }),
    )
    expect(messages).toEqual([frenchOnly.validation.richTextUnknownNode('evil-node')])
    const stored = await payload.findByID({ collection: newsSlug, id: article.id, depth: 0 })
    expect(stored.content).toEqual(article.content)
    expect(opensInTheEditor(stored.content)).toBe(true)
  })

  it('is refused through /api/cms, update and create (400, French), nothing stored', async () => {
    const before = (await payload.count({ collection: newsSlug, overrideAccess: true })).totalDocs
    const updated = await cms('PATCH', `news/${article.id}`, { token, body: { content: evil } })
    expect(updated.status, updated.text).toBe(400)
    expect(updated.text).toContain(frenchOnly.validation.richTextUnknownNode('evil-node'))
    const created = await cms('POST', 'news', {
      token,
      body: { title: 'Intrus', category: 'ACTUALITE', content: state(EVIL as Node) },
    })
    expect(created.status, created.text).toBe(400)
    expect(created.text).toContain(frenchOnly.validation.richTextUnknownNode('evil-node'))
    expect((await payload.count({ collection: newsSlug, overrideAccess: true })).totalDocs).toBe(
      before,
    )
    const stored = await payload.findByID({ collection: newsSlug, id: article.id, depth: 0 })
    expect(stored.content).toEqual(article.content)
  })

  it('is refused in a global’s rich text too (the legal pages), which stays as it was', async () => {
    const before = await payload.findGlobal({ slug: legalPagesSlug, depth: 0 })
    const messages = await refusal(
      payload.updateGlobal({
        slug: legalPagesSlug,
        data: { privacy: { title: before.privacy.title, content: evil as never } },
        user: admin,
        overrideAccess: false,
        context,
      }),
    )
    expect(messages).toEqual([frenchOnly.validation.richTextUnknownNode('evil-node')])
    const answer = await cms('POST', `globals/${legalPagesSlug}`, {
      token,
      body: { terms: { title: before.terms.title, content: evil } },
    })
    expect(answer.status, answer.text).toBe(400)
    expect(answer.text).toContain(frenchOnly.validation.richTextUnknownNode('evil-node'))
    expect(await payload.findGlobal({ slug: legalPagesSlug, depth: 0 })).toEqual(before)
  })

  it('repeats at most 50 characters of the unknown type', async () => {
    const long = state(paragraph({ type: `x${'y'.repeat(500)}`, version: 1 }))
    const messages = await refusal(
      payload.update({
        collection: newsSlug,
        id: article.id,
        data: { content: long as never },
        user: admin,
        overrideAccess: false,
        context,
      }),
    )
    expect(messages).toEqual([frenchOnly.validation.richTextUnknownNode(`x${'y'.repeat(49)}`)])
  })
})

describe('a rich text of a shape the editor cannot open', () => {
  const MALFORMED: Array<[string, unknown]> = [
    ['no root', { children: [] }],
    ['a root of another type', { root: { ...element, type: 'paragraph', children: [] } }],
    ['children that are not a list', { root: { ...element, type: 'root', children: 'texte' } }],
    ['an element without children', state({ ...element, type: 'paragraph' })],
    ['a node without a type', state(paragraph({ text: 'sans type', version: 1 }))],
    ['a node that is not an object', state(paragraph('texte' as never))],
    ['a text without its text', state(paragraph({ ...text(''), text: undefined }))],
    ['a root inside the root', state(paragraph({ ...element, type: 'root', children: [] }))],
    ['a heading named script', state({ ...element, type: 'heading', tag: 'script', children: [] })],
    ['a string', 'du texte'],
  ]

  it.each(MALFORMED)('refuses %s (French), the article staying as it was', async (_name, value) => {
    const messages = await refusal(
      payload.update({
        collection: newsSlug,
        id: article.id,
        data: { content: value as never },
        user: admin,
        overrideAccess: false,
        context,
      }),
    )
    expect(messages).toEqual([frenchOnly.validation.richTextMalformed])
    const stored = await payload.findByID({ collection: newsSlug, id: article.id, depth: 0 })
    expect(stored.content).toEqual(article.content)
  })
})

describe('every node the editor offers', () => {
  it('saves, through the Local API and /api/cms, and opens in the editor', async () => {
    const media = await payload.find({ collection: mediaSlug, limit: 1, overrideAccess: true })
    const departments = await payload.find({
      collection: departmentsSlug,
      limit: 1,
      overrideAccess: true,
    })
    const content = everyNode(media.docs[0].id, departments.docs[0].id)
    // the body covers the editor's features and Lexical's core nodes
    const offered = editorConfig.features.nodes.map(({ node }) =>
      'replace' in node ? node.replace.getType() : node.getType(),
    )
    expect([...typesIn(content.root)].sort()).toEqual(
      [...new Set([...offered, 'root', 'paragraph', 'text', 'linebreak', 'tab'])].sort(),
    )
    expect(opensInTheEditor(content)).toBe(true)

    const saved = await payload.update({
      collection: newsSlug,
      id: article.id,
      data: { content: content as never },
      user: admin,
      overrideAccess: false,
      context,
      depth: 0,
    })
    expect(typesIn((saved.content as { root: Node }).root)).toEqual(typesIn(content.root))
    expect(opensInTheEditor(saved.content)).toBe(true)

    const created = await cms('POST', 'news', {
      token,
      body: { title: 'Tous les éléments', category: 'ACTUALITE', content },
    })
    expect(created.status, created.text).toBe(201)
    await payload.delete({
      collection: newsSlug,
      id: (created.json as { doc: { id: number } }).doc.id,
      overrideAccess: true,
      context,
    })
  })
})
