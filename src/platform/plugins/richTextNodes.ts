import 'server-only'

import type { SanitizedServerEditorConfig } from '@payloadcms/richtext-lexical'
import {
  ElementNode,
  type Klass,
  type LexicalNode,
  type LexicalNodeReplacement,
  LineBreakNode,
  ParagraphNode,
  RootNode,
  TabNode,
  TextNode,
} from '@payloadcms/richtext-lexical/lexical'
import {
  type Field,
  type FieldHook,
  type Plugin,
  type StaticLabel,
  type Validate,
  ValidationError,
} from 'payload'
import { richText } from 'payload/shared'

import { frenchOnly } from '@/i18n/frenchOnly'

type Kind = 'element' | 'text' | 'other'
type NodeClass = Klass<LexicalNode>

/** Lexical's own nodes, which every editor has whatever its features. */
const CORE_NODES: NodeClass[] = [RootNode, ParagraphNode, TextNode, LineBreakNode, TabNode]
/** The tags a heading may have: Lexical creates the element its JSON names (`script` too). */
const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])
/** How much of an unknown type the message repeats. */
const TYPE_SHOWN = 50

const kindOf = (node: NodeClass): Kind =>
  node.prototype instanceof ElementNode
    ? 'element'
    : node === TextNode || node.prototype instanceof TextNode
      ? 'text'
      : 'other'

const nodesByEditor = new WeakMap<SanitizedServerEditorConfig, Map<string, Kind>>()

/**
 * The node types the editor opens, and what each is: Lexical's core nodes and those of the
 * editor's features, each class naming its own type (getType), as the admin's editor registers
 * them.
 */
function editorNodes(editorConfig: SanitizedServerEditorConfig): Map<string, Kind> {
  let nodes = nodesByEditor.get(editorConfig)
  if (nodes) return nodes
  nodes = new Map()
  const classes = editorConfig.features.nodes.flatMap(({ node }) => {
    const replacement = node as LexicalNodeReplacement
    return 'replace' in replacement
      ? [replacement.replace, ...(replacement.withKlass ? [replacement.withKlass] : [])]
      : [node as NodeClass]
  })
  for (const node of [...CORE_NODES, ...classes]) nodes.set(node.getType(), kindOf(node))
  nodesByEditor.set(editorConfig, nodes)
  return nodes
}

type JsonNode = {
  root?: unknown
  type?: unknown
  children?: unknown
  text?: unknown
  tag?: unknown
}

const isObject = (value: unknown): value is JsonNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Why the editor could not open a rich text, or null: no root, a type it does not know (the
 * editor refuses the whole document), children that are not a list, an element without its
 * children, a text without its text, a heading that is not h1–h6.
 */
function richTextProblem(value: unknown, nodes: Map<string, Kind>): string | null {
  if (value === null || value === undefined) return null
  if (!isObject(value) || !isObject(value.root) || value.root.type !== 'root')
    return frenchOnly.validation.richTextMalformed
  const pending: unknown[] = [value.root]
  while (pending.length) {
    const node = pending.pop()
    if (!isObject(node) || typeof node.type !== 'string')
      return frenchOnly.validation.richTextMalformed
    const kind = nodes.get(node.type)
    if (!kind) return frenchOnly.validation.richTextUnknownNode(node.type.slice(0, TYPE_SHOWN))
    if (node.type === 'root' && node !== value.root) return frenchOnly.validation.richTextMalformed
    if (kind === 'element' && !Array.isArray(node.children))
      return frenchOnly.validation.richTextMalformed
    if (kind === 'text' && typeof node.text !== 'string')
      return frenchOnly.validation.richTextMalformed
    if (node.type === 'heading' && !HEADING_TAGS.has(node.tag as string))
      return frenchOnly.validation.richTextMalformed
    if ('children' in node) {
      if (!Array.isArray(node.children)) return frenchOnly.validation.richTextMalformed
      pending.push(...(node.children as unknown[]))
    }
  }
  return null
}

/**
 * A tree Payload's own rich text hooks can walk: every node an object, every list of children a
 * list. They run before any validation, and throw on anything else (a 500).
 */
function walkable(value: unknown): boolean {
  const root = isObject(value) ? value.root : undefined
  const pending: unknown[] = isObject(root) ? [root] : []
  while (pending.length) {
    const node = pending.pop()
    if (!isObject(node)) return false
    if ('children' in node) {
      if (!Array.isArray(node.children)) return false
      pending.push(...(node.children as unknown[]))
    }
  }
  return true
}

/**
 * A rich text field's first hook: a tree the editor's hooks cannot walk is refused at once with
 * a ValidationError for the field (400, in French), as its validation would refuse it.
 */
const refuseUnwalkable: FieldHook = ({ collection, field, global, path, req, value }) => {
  if (walkable(value)) return value
  throw new ValidationError(
    {
      collection: collection?.slug,
      global: global?.slug,
      errors: [
        {
          label: (field.label || undefined) as StaticLabel,
          message: frenchOnly.validation.richTextMalformed,
          path: path.join('.'),
        },
      ],
    },
    req.t,
  )
}

/**
 * A rich text field's validation: the editor's nodes only, then what it checked before: its own
 * check, else Payload's (the editor's validations: required, links, uploads).
 */
function editorNodesOnly(own: Validate | undefined): Validate {
  return async (value, options) => {
    const { editor } = options as { editor?: { editorConfig?: SanitizedServerEditorConfig } }
    if (editor?.editorConfig) {
      const problem = richTextProblem(value, editorNodes(editor.editorConfig))
      if (problem) return problem
    }
    return own ? own(value, options) : richText(value, options as Parameters<typeof richText>[1])
  }
}

function checkRichText(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'richText')
      return {
        ...field,
        hooks: {
          ...field.hooks,
          beforeValidate: [refuseUnwalkable, ...(field.hooks?.beforeValidate ?? [])],
        },
        validate: editorNodesOnly(field.validate as Validate | undefined),
      }
    if (field.type === 'tabs')
      return {
        ...field,
        tabs: field.tabs.map((tab) => ({ ...tab, fields: checkRichText(tab.fields) })),
      }
    if (field.type === 'blocks')
      return {
        ...field,
        blocks: (field.blocks ?? []).map((block) => ({
          ...block,
          fields: checkRichText(block.fields),
        })),
      }
    if ('fields' in field) return { ...field, fields: checkRichText(field.fields) } as Field
    return field
  })
}

/**
 * Every rich text field of every collection and global holds only what the admin's editor
 * opens: a node it does not know, saved through /api/cms or the Local API, kept the article from
 * opening at all. Refused on save (400) with a French message.
 */
export const richTextNodes: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) => ({
    ...collection,
    fields: checkRichText(collection.fields),
  })),
  globals: config.globals?.map((global) => ({ ...global, fields: checkRichText(global.fields) })),
  blocks: config.blocks?.map((block) => ({ ...block, fields: checkRichText(block.fields) })),
})
