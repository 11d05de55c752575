import { convertHTMLToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import { JSDOM } from 'jsdom'
import type { Payload } from 'payload'

import type { News } from '@/generated/payload-types'

const DROPPED_ELEMENTS =
  'script, style, iframe, frame, object, embed, noscript, template, link, meta, base, form'
const UNSAFE_URL = /^\s*(javascript|vbscript|data):/i

/**
 * Removes what must never reach a page: executable elements, event handlers, and
 * javascript:/data: URLs (such a link keeps its text). The Lexical conversion then keeps only
 * the editor's own nodes.
 */
function sanitizeHtml(html: string): string {
  const { document } = new JSDOM(`<body>${html}</body>`).window
  document.querySelectorAll(DROPPED_ELEMENTS).forEach((element) => element.remove())
  for (const element of document.body.querySelectorAll('*')) {
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase()
      if (name.startsWith('on') || name === 'style' || name === 'srcdoc')
        element.removeAttribute(attribute.name)
      else if (
        (name === 'href' || name === 'src' || name === 'xlink:href') &&
        UNSAFE_URL.test(attribute.value)
      ) {
        element.removeAttribute(attribute.name)
      }
    }
  }
  // a link left without a usable address keeps its text only
  for (const anchor of document.body.querySelectorAll('a')) {
    if (!anchor.getAttribute('href')?.trim()) anchor.replaceWith(...anchor.childNodes)
  }
  return document.body.innerHTML
}

let editorConfig: ReturnType<typeof editorConfigFactory.default> | undefined

/** HTML from the legacy clients → the Lexical state the admin edits. */
export async function htmlToLexical(payload: Payload, html: string): Promise<News['content']> {
  editorConfig ??= editorConfigFactory.default({ config: payload.config })
  const state = convertHTMLToLexical({
    editorConfig: await editorConfig,
    html: sanitizeHtml(html),
    JSDOM,
  })
  return state as unknown as News['content']
}
