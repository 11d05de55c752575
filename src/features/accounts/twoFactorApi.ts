import { createLocalReq } from 'payload'
import { z } from 'zod'

import { isSuperAdminUser } from '@/platform/access/roles'
import { frenchOnly } from '@/i18n/frenchOnly'
import type { User } from '@/generated/payload-types'
import {
  completeTwoFactorLogin,
  confirmTwoFactorSetup,
  disableTwoFactor,
  startTwoFactorSetup,
} from './twoFactor'

import { ApiError, ok } from '@/platform/api/envelope'
import { parseId } from '@/platform/api/ids'
import { route } from '@/platform/api/route'
import { sessionAnswer, sessionData } from './api'

const TAG = 'Authentification'
const code = z.string().trim().min(6).max(20)

const setupAnswer = z.object({
  secret: z.string().describe('base32, pour une saisie à la main'),
  uri: z.string().describe('otpauth://'),
  qrCode: z.string().describe('SVG du QR code de l’URI'),
})
const confirmAnswer = z.object({ recoveryCodes: z.array(z.string()) })

export const twoFactorRoutes = [
  route({
    method: 'POST',
    path: '/auth/login/two-factor',
    summary: 'Connexion, seconde étape : le défi reçu et un code (application ou secours)',
    tag: TAG,
    auth: 'public',
    body: z.object({ challenge: z.string().min(1).max(2000), code }),
    data: sessionData,
    refuses: [{ status: 401, description: frenchOnly.auth.twoFactor.wrongCode }],
    handle: async ({ payload, body, request }) => {
      const req = await createLocalReq({ req: { headers: request.headers } }, payload)
      const session = await completeTwoFactorLogin(req, body.challenge, body.code)
      return sessionAnswer(payload, session, { cookie: true })
    },
  }),
  route({
    method: 'POST',
    path: '/auth/two-factor/setup',
    summary: 'Double authentification : un nouveau secret à scanner (en attente de confirmation)',
    tag: TAG,
    auth: 'user',
    data: setupAnswer,
    refuses: [{ status: 409, description: frenchOnly.auth.twoFactor.alreadyOn }],
    handle: async ({ payload, user }) => ok(await startTwoFactorSetup(payload, user as User)),
  }),
  route({
    method: 'POST',
    path: '/auth/two-factor/confirm',
    summary: 'Double authentification : un code du secret scanné l’active ; codes de secours',
    tag: TAG,
    auth: 'user',
    body: z.object({ code }),
    data: confirmAnswer,
    refuses: [{ status: 409, description: frenchOnly.auth.twoFactor.alreadyOn }],
    handle: async ({ payload, user, body }) =>
      ok(await confirmTwoFactorSetup(payload, user as User, body.code), {
        message: frenchOnly.auth.twoFactor.enabled,
      }),
  }),
  route({
    method: 'POST',
    path: '/auth/two-factor/disable',
    summary: 'Double authentification : désactivation de son compte, avec un code',
    tag: TAG,
    auth: 'user',
    body: z.object({ code }),
    data: null,
    handle: async ({ payload, user, body }) => {
      await disableTwoFactor(payload, (user as User).id, body.code)
      return ok(undefined, { message: frenchOnly.auth.twoFactor.disabled })
    },
  }),
  route({
    method: 'POST',
    path: '/auth/two-factor/disable/:id',
    summary: 'Double authentification : désactivation d’un autre compte (super-administrateur)',
    tag: TAG,
    auth: 'admin',
    data: null,
    refuses: [
      {
        status: 403,
        description: `${frenchOnly.auth.twoFactor.forbidden} / ${frenchOnly.auth.twoFactor.ownNeedsCode}`,
      },
      { status: 404, description: frenchOnly.auth.twoFactor.unknownUser },
    ],
    handle: async ({ payload, user, params }) => {
      if (!isSuperAdminUser(user)) throw new ApiError(403, frenchOnly.auth.twoFactor.forbidden)
      const id = parseId(payload, params.id!, frenchOnly.auth.twoFactor.unknownUser)
      // one's own account needs a current code (/auth/two-factor/disable): a session alone is not enough
      if (String(id) === String((user as User).id))
        throw new ApiError(403, frenchOnly.auth.twoFactor.ownNeedsCode)
      await disableTwoFactor(payload, id, null)
      return ok(undefined, { message: frenchOnly.auth.twoFactor.disabled })
    },
  }),
]
