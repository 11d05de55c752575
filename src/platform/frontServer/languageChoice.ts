import type { IncomingMessage, ServerResponse } from 'node:http'

import { chosenLanguage } from '@/lib/languageChoice'
import { homePath } from '@/lib/localePaths'

/**
 * A visitor who chose another language with the switcher finds the home page in that language
 * when they come back to `/` (src/lib/languageChoice.ts). Only the bare home address: a link to
 * a French page, shared or found by a search engine, always shows that page.
 */
export function answerLanguageChoice(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): boolean {
  if (path !== '/' || (req.method !== 'GET' && req.method !== 'HEAD')) return false
  const locale = chosenLanguage(req.headers.cookie)
  if (!locale) return false
  const query = req.url?.includes('?') ? req.url.slice(req.url.indexOf('?')) : ''
  res.writeHead(302, {
    location: `${homePath(locale)}${query}`,
    'cache-control': 'no-store',
  })
  res.end()
  return true
}
