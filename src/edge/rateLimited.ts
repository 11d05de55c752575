import type { IncomingMessage, ServerResponse } from 'node:http'

import express from 'express'
import { rateLimit } from 'express-rate-limit'

import { fr } from '@/i18n/fr'

/** Paths whose POSTs are limited per client IP: the spec's auth calls and Payload's own. */
const LIMITED_PREFIXES = [
  '/api/auth/',
  '/api/cms/users/login',
  '/api/cms/users/forgot-password',
  '/api/cms/users/reset-password',
  '/api/cms/users/first-register',
]

export function isRateLimitedPath(url: string | undefined): boolean {
  if (!url) return false
  return LIMITED_PREFIXES.some((prefix) => url.startsWith(prefix))
}

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => unknown

/**
 * An Express app only for the rate-limited paths (the rest of the traffic never enters Express,
 * see design.md). `trust proxy` decides which address is the client's: set TRUST_PROXY to the
 * number of proxies in front of the server, or leave the default (loopback proxies only).
 */
export function rateLimitedApp(next: NodeHandler): express.Express {
  const app = express()
  app.disable('x-powered-by')
  const trust = process.env.TRUST_PROXY
  app.set('trust proxy', trust ? (/^\d+$/.test(trust) ? Number(trust) : trust) : 'loopback')

  app.use(
    rateLimit({
      windowMs: 15 * 60 * 1000,
      limit: Number(process.env.RATE_LIMIT_AUTH_MAX || 20),
      skip: (req) => req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS',
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      statusCode: 429,
      message: { success: false, message: fr.auth.tooManyRequests },
    }),
  )
  app.use((req, res) => {
    next(req, res)
  })
  return app
}
