import { existsSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'

import send from 'send'

import { MEDIA_VERSION_PARAM } from '@/lib/media'
import { smallestPictureName } from '@/lib/pictures'

/** The browser's data saver (Chromium's Lite mode, a phone's « économiseur de données »). */
const savesData = (req: IncomingMessage) => String(req.headers['save-data']).toLowerCase() === 'on'

/** Where Payload serves the media library's files (pictures, readable by anyone). */
const MEDIA_FILE_PREFIX = '/api/cms/media/file/'

/** An address the site's pages give, its version in it (src/lib/media.ts): its file never changes. */
const VERSIONED = new RegExp(`[?&]${MEDIA_VERSION_PARAM}=[0-9a-z]+(&|$)`)
const FOR_A_YEAR = 'public, max-age=31536000, immutable'
/** The stored address (the /api contract's, an old page's): asked again each time, 304 if unchanged. */
const ASK_AGAIN = 'public, no-cache'

/**
 * The media library's pictures straight from its folder on disk, as Payload would send them
 * (its collection's read access is `anyone`), without a trip through Next and Payload: 1.3 ms a
 * picture instead of 5.8 (one client asking in turn on loopback), which counts when a page asks
 * for six at once while its largest paint is one of them. `send` adds what Payload's answer
 * lacks, an ETag and a Last-Modified, so a returning visitor revalidates (304) instead of
 * downloading again; `no-cache` because a replaced file may keep its name, unless the address
 * carries the picture's version (`?v=`, the site's pages): then it is kept for a year, since
 * a new file gives a new address. A name with a folder
 * in it, a file not on disk, and every write go on to Payload, which answers them in French;
 * with S3 storage the folder is not used at all (`mediaDir` null). With `Save-Data: on` a
 * sized picture is sent at its smallest size (src/lib/pictures.ts), so the page costs less.
 */
export function mediaFilesFromDisk(mediaDir: string | null) {
  return {
    answer(
      req: IncomingMessage,
      res: ServerResponse,
      urlPath: string,
      otherwise: () => void,
    ): boolean {
      if (!mediaDir || (req.method !== 'GET' && req.method !== 'HEAD')) return false
      if (!urlPath.startsWith(MEDIA_FILE_PREFIX)) return false
      const name = urlPath.slice(MEDIA_FILE_PREFIX.length)
      if (!name || /[/\\]|%2f|%5c|%00/i.test(name)) return false
      // a visitor saving data gets the smallest size of a sized picture, when it exists
      const smallest = savesData(req) ? smallestPictureName(name) : null
      const served = smallest && existsSync(path.join(mediaDir, smallest)) ? smallest : name
      const cacheControl = VERSIONED.test(req.url ?? '') ? FOR_A_YEAR : ASK_AGAIN
      send(req, served, {
        root: mediaDir,
        dotfiles: 'deny',
        index: false,
        cacheControl: false,
        etag: true,
        lastModified: true,
      })
        .on('headers', (answer: ServerResponse) => {
          answer.setHeader('Cache-Control', cacheControl)
          answer.setHeader('Vary', 'Save-Data')
        })
        // absent, unreadable, refused or a folder: Payload's own answer (its French 404)
        .on('error', () => otherwise())
        .on('directory', () => otherwise())
        .pipe(res)
      return true
    },
  }
}
