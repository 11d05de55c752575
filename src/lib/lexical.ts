/** Minimal shapes of Lexical's serialized editor state, enough to read text and build paragraphs. */
type LexicalNode = { type: string; text?: string; children?: LexicalNode[]; [key: string]: unknown }
export type LexicalState = { root: LexicalNode & { type: 'root' } }

const BLOCK_TYPES = new Set(['paragraph', 'heading', 'quote', 'listitem'])

export function lexicalToPlainText(state: unknown): string {
  const root = (state as LexicalState | null | undefined)?.root
  if (!root) return ''
  const parts: string[] = []
  const walk = (node: LexicalNode) => {
    if (typeof node.text === 'string') parts.push(node.text)
    node.children?.forEach(walk)
    if (BLOCK_TYPES.has(node.type)) parts.push(' ')
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
  direction: 'ltr',
  format: '',
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
  return { root: block('root', children) as LexicalState['root'] }
}
