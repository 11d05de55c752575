import { existsSync, readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { bodyTag, namesTag } from '@/platform/runtime/bodyTag'
import { SERVICE_WORKER_PATH } from '@/lib/sitePaths'

import { compressed } from './compression'

/**
 * The public site's service worker (src/features/offline/worker/worker.ts), bundled by the build into
 * `workerFile` and read once at start. `no-cache`: the browser asks again at each visit whether
 * a new build has a new worker (a 304 when not). Without a build (development) there is none.
 */
export function serviceWorkerFile(workerFile: string) {
  const body = existsSync(workerFile) ? readFileSync(workerFile) : null
  const etag = body && bodyTag(body)
  return {
    /** Answers a GET or HEAD of /sw.js; false for any other address. */
    answer(req: IncomingMessage, res: ServerResponse, urlPath: string): boolean {
      if (urlPath !== SERVICE_WORKER_PATH || !body || !etag) return false
      if (req.method !== 'GET' && req.method !== 'HEAD') return false
      res.setHeader('Cache-Control', 'no-cache')
      res.setHeader('ETag', etag)
      if (namesTag(req.headers['if-none-match'], etag)) {
        res.writeHead(304).end()
        return true
      }
      compressed(req, res, () => {
        res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' })
        res.end(req.method === 'HEAD' ? undefined : body)
      })
      return true
    },
  }
}
