import type { IncomingMessage, ServerResponse } from 'node:http'

import express from 'express'
import { rateLimit, type RateLimitRequestHandler } from 'express-rate-limit'

import { fr } from '@/i18n/fr'
import { RATE_LIMITED_PREFIXES } from '@/lib/rateLimitedPaths'
import { CLIENT_IP_HEADER, rateLimitStoreKind } from '@/lib/runtime'

import { matchPath } from './canonicalPath'
import { DatabaseRateLimitStore } from './rateLimitStore'

const MINUTE = 60 * 1000

/** Each group of rate-limited paths has its own budget of POSTs per client IP. */
const GROUPS = [
  {
    name: 'auth',
    prefixes: RATE_LIMITED_PREFIXES.auth,
    windowMs: 15 * MINUTE,
    limit: () => Number(process.env.RATE_LIMIT_AUTH_MAX || 20),
  },
  {
    name: 'forms',
    prefixes: RATE_LIMITED_PREFIXES.forms,
    windowMs: 15 * MINUTE,
    limit: () => Number(process.env.RATE_LIMIT_FORMS_MAX || 10),
  },
  {
    name: 'beacon',
    prefixes: RATE_LIMITED_PREFIXES.beacon,
    windowMs: MINUTE,
    limit: () => Number(process.env.RATE_LIMIT_BEACON_MAX || 120),
  },
]

function groupOf(url: string | undefined) {
  if (!url) return undefined
  const path = matchPath(url)
  return GROUPS.find((group) => group.prefixes.some((prefix) => path.startsWith(prefix)))
}

export function isRateLimitedPath(url: string | undefined): boolean {
  return groupOf(url) !== undefined
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
  const trust = process.env.TRUST_PROXY
  app.set('trust proxy', trust ? (/^\d+$/.test(trust) ? Number(trust) : trust) : 'loopback')

  const limiters = new Map<(typeof GROUPS)[number], RateLimitRequestHandler>(
    GROUPS.map((group) => [
      group,
      rateLimit({
        windowMs: group.windowMs,
        limit: group.limit(),
        skip: (req) => req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS',
        standardHeaders: 'draft-8',
        legacyHeaders: false,
        statusCode: 429,
        message: { success: false, message: fr.auth.tooManyRequests },
        ...(shared && {
          store: new DatabaseRateLimitStore(port, group.name),
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
