import 'server-only'

import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'

/** Lexical's serialized state, as the converter types it (lexical is Payload's dependency, not ours). */
type LexicalData = Parameters<typeof convertLexicalToHTML>[0]['data']

/** The words of HTML the converter wrote, its tags left out (what the site search matches). */
export const htmlText = (html: string): string => html.replace(/<[^>]*>/g, ' ')

/** A rich-text field's HTML (Payload's converter escapes text and sanitises link URLs). */
export function richTextHtml(content: unknown): string {
  if (!(content as { root?: unknown } | null | undefined)?.root) return ''
  return convertLexicalToHTML({ data: content as LexicalData, disableContainer: true })
}
