import type { IncomingMessage, ServerResponse } from 'node:http'

import express from 'express'
import { rateLimit, type RateLimitRequestHandler } from 'express-rate-limit'

import { frenchOnly } from '@/i18n/frenchOnly'
import { rateLimitedGroup, type RateLimitedGroup } from '@/lib/rateLimitedPaths'
import { setting } from '@/platform/runtime/configuration'
import { CLIENT_IP_HEADER, rateLimitStoreKind } from '@/platform/runtime/environment'

import { htmlFormLocale, htmlFormRefusal, isHtmlFormPost } from '@/platform/forms/plainForm'

import { matchPath } from './canonicalPath'
import { DatabaseRateLimitStore } from './rateLimitStore'

const MINUTE = 60 * 1000

/** Each group of rate-limited paths (src/lib/rateLimitedPaths.ts) has its own budget of POSTs per client IP. */
const BUDGETS: Record<RateLimitedGroup, { windowMs: number; limit: () => number }> = {
  auth: { windowMs: 15 * MINUTE, limit: () => setting('RATE_LIMIT_AUTH_MAX') },
  forms: { windowMs: 15 * MINUTE, limit: () => setting('RATE_LIMIT_FORMS_MAX') },
  beacon: { windowMs: MINUTE, limit: () => setting('RATE_LIMIT_BEACON_MAX') },
}

const groupOf = (url: string | undefined) => (url ? rateLimitedGroup(matchPath(url)) : undefined)

export function isRateLimitedPath(url: string | undefined): boolean {
  return groupOf(url) !== undefined
}

/**
 * The limit's refusal: the JSON envelope, or for a plain HTML form (#63) the refusal as a page in
 * the language of the page that posted it.
 */
async function tooMany(
  req: express.Request,
  res: express.Response,
  options: { statusCode: number; message: unknown },
) {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers))
    if (typeof value === 'string') headers.set(name, value)
  const request = new Request(`http://${req.headers.host ?? 'localhost'}${req.originalUrl}`, {
    method: req.method,
    headers,
  })
  if (!isHtmlFormPost(request)) return void res.status(options.statusCode).json(options.message)
  const page = htmlFormRefusal(
    options.statusCode,
    frenchOnly.auth.tooManyRequests,
    htmlFormLocale(undefined, request),
    request,
  )
  res.status(page.status)
  page.headers.forEach((value, name) => res.setHeader(name, value))
  res.end(await page.text())
}

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => unknown

/**
 * An Express app only for the rate-limited paths (the rest of the traffic never enters Express, see
 * docs/architecture.md). `trust proxy` decides which address is the client's: set TRUST_PROXY to
 * the number of proxies in front of the server, or leave the default (loopback proxies only). The
 * counters live in this process's memory, or in the shared database with RATE_LIMIT_STORE=database
 * (several instances; `port` is this instance's, for the loopback).
 */
export function rateLimitedApp(next: NodeHandler, port: number): express.Express {
  const shared = rateLimitStoreKind() === 'database'
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', setting('TRUST_PROXY'))

  const limiters = new Map<RateLimitedGroup, RateLimitRequestHandler>(
    (Object.keys(BUDGETS) as RateLimitedGroup[]).map((group) => [
      group,
      rateLimit({
        windowMs: BUDGETS[group].windowMs,
        limit: BUDGETS[group].limit(),
        skip: (req) => req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS',
        standardHeaders: 'draft-8',
        legacyHeaders: false,
        statusCode: 429,
        message: { success: false, message: frenchOnly.auth.tooManyRequests },
        handler: (req, res, _next, options) => void tooMany(req, res, options),
        ...(shared && {
          store: new DatabaseRateLimitStore(port, group),
          passOnStoreError: true,
        }),
      }),
    ]),
  )
  app.use((req, res, proceed) => {
    const group = groupOf(req.url)
    const limiter = group && limiters.get(group)
    return limiter ? limiter(req, res, proceed) : proceed()
  })
  app.use((req, res) => {
    // the address the limits counted, for the app's own per-client budgets (acknowledgements)
    if (req.ip) req.headers[CLIENT_IP_HEADER] = req.ip
    next(req, res)
  })
  return app
}
