import type { News } from '@/generated/payload-types'

/** Lexical's serialized editor state, as Payload stores rich text. */
export type LexicalState = News['content']
type LexicalNode = {
  type: string
  version: number
  text?: string
  children?: LexicalNode[]
  [key: string]: unknown
}

const BLOCK_TYPES = new Set(['paragraph', 'heading', 'quote', 'listitem'])

export function lexicalToPlainText(state: unknown): string {
  const root = (state as { root?: Partial<LexicalNode> } | null | undefined)?.root
  if (!root) return ''
  const parts: string[] = []
  const walk = (node: Partial<LexicalNode>) => {
    if (typeof node.text === 'string') parts.push(node.text)
    node.children?.forEach(walk)
    if (node.type && BLOCK_TYPES.has(node.type)) parts.push(' ')
  }
  walk(root)
  return parts.join('').replace(/\s+/g, ' ').trim()
}

const textNode = (text: string): LexicalNode => ({
  type: 'text',
  text,
  format: 0,
  style: '',
  mode: 'normal',
  detail: 0,
  version: 1,
})

const block = (type: string, children: LexicalNode[], extra: Record<string, unknown> = {}) => ({
  type,
  children,
  direction: 'ltr' as const,
  format: '' as const,
  indent: 0,
  version: 1,
  ...extra,
})

/** Paragraphs of plain text; a line starting with "## " becomes a level-2 heading. */
export function lexicalFromParagraphs(paragraphs: string[]): LexicalState {
  const children = paragraphs.map((text) =>
    text.startsWith('## ')
      ? block('heading', [textNode(text.slice(3))], { tag: 'h2' })
      : block('paragraph', [textNode(text)], { textFormat: 0, textStyle: '' }),
  )
  return { root: block('root', children) }
}
