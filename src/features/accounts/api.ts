import { createLocalReq, logoutOperation } from 'payload'
import { generatePayloadCookie } from 'payload/shared'
import { z } from 'zod'

import { isSuperAdminUser } from '@/platform/access/roles'
import { frenchOnly } from '@/i18n/frenchOnly'
import { TWO_FACTOR_CHALLENGE_MS } from '@/lib/constants'
import { afterAnswer } from '@/platform/services/afterAnswer'
import { AccountLocked } from './accountLocked'
import { TwoFactorRequired } from './twoFactor'
import { USER_ROLES } from '@/lib/labels'
import type { User } from '@/generated/payload-types'

import { ApiError, NO_STORE, ok } from '@/platform/api/envelope'
import { route } from '@/platform/api/route'
import { apiUserSchema, toApiUser } from './apiShape'

const TAG = 'Authentification'
const password = z.string().min(8, frenchOnly.auth.passwordTooShort).max(200)
const email = z.string().trim().toLowerCase().max(254).pipe(z.email())

type Session = { token: string; user?: unknown; exp?: number }

/**
 * Payload's login: a session, or the challenge of an account that also asks for a code (the
 * password was right). A refusal is the spec's 401: « locked » only for the right password of a
 * locked account (loginInEvenTime), « incorrect » for anything else.
 */
async function login(
  payload: Parameters<typeof createLocalReq>[1],
  credentials: { email: string; password: string },
  headers?: Headers,
): Promise<Session | { challenge: string }> {
  try {
    const session = await payload.login({
      collection: 'users',
      data: credentials,
      // the caller's address and browser, for the sign-in alerts
      ...(headers && { req: { headers } }),
    })
    if (!session.token) throw new Error('no token')
    return { ...session, token: session.token }
  } catch (error) {
    if (error instanceof TwoFactorRequired) return { challenge: error.challenge }
    throw new ApiError(
      401,
      error instanceof AccountLocked ? frenchOnly.auth.locked : frenchOnly.auth.invalidCredentials,
    )
  }
}

/**
 * A signed-in account's session as the legacy answer; with `cookie`, also Payload's session
 * cookie, for the admin's login form (the admin reads its session from it).
 */
export function sessionAnswer(
  payload: Parameters<typeof createLocalReq>[1],
  { token, user, exp }: { token: string; user: User; exp?: number },
  { cookie = false } = {},
) {
  const data = { token, user: toApiUser(user), exp } satisfies z.infer<typeof sessionData>
  const headers = cookie
    ? {
        ...NO_STORE,
        'set-cookie': generatePayloadCookie({
          collectionAuthConfig: payload.collections.users.config.auth,
          cookiePrefix: payload.config.cookiePrefix,
          token,
        }),
      }
    : NO_STORE
  return ok(data, { message: frenchOnly.auth.loggedIn, headers })
}

export const sessionData = z.object({
  token: z.string(),
  user: apiUserSchema,
  exp: z.number().optional(),
})
const challengeData = z.object({
  twoFactorRequired: z.literal(true),
  challenge: z.string(),
  expiresIn: z.number().describe('secondes'),
})
const loginAnswer = z.union([sessionData, challengeData])
const registerAnswer = z.object({ user: apiUserSchema, token: z.string().optional() })
const resetAnswer = z.object({ token: z.string().optional(), user: apiUserSchema.optional() })

export const authRoutes = [
  route({
    method: 'POST',
    path: '/auth/login',
    summary: 'Connexion : jeton et utilisateur',
    tag: TAG,
    auth: 'public',
    body: z.object({
      email: z.string().trim().toLowerCase().max(254),
      password: z.string().max(200),
    }),
    data: loginAnswer,
    refuses: [{ status: 401, description: frenchOnly.auth.invalidCredentials }],
    handle: async ({ payload, body, request }) => {
      const result = await login(payload, body, request.headers)
      if ('challenge' in result) {
        const data = {
          twoFactorRequired: true,
          challenge: result.challenge,
          expiresIn: TWO_FACTOR_CHALLENGE_MS / 1000,
        } satisfies z.infer<typeof challengeData>
        return ok(data, { message: frenchOnly.auth.twoFactor.required })
      }
      return sessionAnswer(payload, { ...result, user: result.user as User })
    },
  }),
  route({
    method: 'POST',
    created: true,
    path: '/auth/register',
    summary: 'Création de compte : le premier compte, ou par un super-administrateur',
    tag: TAG,
    auth: 'optional',
    body: z.object({
      email,
      password,
      firstName: z.string().trim().max(100).optional(),
      lastName: z.string().trim().max(100).optional(),
      role: z.enum(USER_ROLES).optional(),
    }),
    data: registerAnswer,
    refuses: [{ status: 403, description: frenchOnly.auth.registrationClosed }],
    handle: async ({ payload, body, user }) => {
      const byOwner = isSuperAdminUser(user)
      const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
      if (!byOwner && totalDocs > 0) throw new ApiError(403, frenchOnly.auth.registrationClosed)
      const created = await payload.create({
        collection: 'users',
        overrideAccess: true,
        data: { ...body, role: byOwner ? (body.role ?? 'admin') : 'super-admin' },
      })
      // the first account is signed in at once; an account made by the owner is not theirs
      const session = byOwner ? null : await login(payload, body)
      const data = {
        user: toApiUser(created),
        ...(session && 'token' in session ? { token: session.token } : {}),
      } satisfies z.infer<typeof registerAnswer>
      return ok(data, { status: 201, message: frenchOnly.auth.registered })
    },
  }),
  route({
    method: 'GET',
    path: '/auth/me',
    summary: 'Utilisateur connecté',
    tag: TAG,
    auth: 'user',
    data: apiUserSchema,
    handle: async ({ user }) => ok(toApiUser(user as User)),
  }),
  route({
    method: 'POST',
    path: '/auth/change-password',
    summary: 'Changement de mot de passe de l’utilisateur connecté',
    tag: TAG,
    auth: 'user',
    body: z.object({ currentPassword: z.string().max(200), newPassword: password }),
    data: null,
    handle: async ({ payload, body, user }) => {
      const account = user as User
      // a right password on an account with two-factor answers a challenge: still the right one
      await login(payload, { email: account.email, password: body.currentPassword }).catch(() => {
        throw new ApiError(400, frenchOnly.auth.wrongCurrentPassword)
      })
      await payload.update({
        collection: 'users',
        id: account.id,
        overrideAccess: true,
        data: { password: body.newPassword },
      })
      return ok(undefined, { message: frenchOnly.auth.passwordChanged })
    },
  }),
  route({
    method: 'POST',
    path: '/auth/logout',
    summary: 'Déconnexion : le jeton est refusé ensuite',
    tag: TAG,
    auth: 'user',
    data: null,
    handle: async ({ payload, user }) => {
      const req = await createLocalReq({ user: user as User & { collection: 'users' } }, payload)
      await logoutOperation({ collection: payload.collections.users, req })
      return ok(undefined, { message: frenchOnly.auth.loggedOut })
    },
  }),
  route({
    method: 'POST',
    path: '/auth/forgot-password',
    summary: 'Envoi d’un lien de réinitialisation (même réponse que l’adresse existe ou non)',
    tag: TAG,
    auth: 'public',
    body: z.object({ email: z.string().trim().toLowerCase().max(254) }),
    data: null,
    handle: async ({ payload, body }) => {
      // the lookup, the token and the mail after the answer: its time tells nobody who has an account
      afterAnswer(
        () =>
          payload
            .forgotPassword({ collection: 'users', data: { email: body.email } })
            .catch(() => undefined),
        'Mot de passe oublié',
      )
      return ok(undefined, { message: frenchOnly.auth.forgotPasswordSent })
    },
  }),
  route({
    method: 'POST',
    path: '/auth/reset-password',
    summary: 'Nouveau mot de passe avec le jeton reçu par email',
    tag: TAG,
    auth: 'public',
    body: z.object({ token: z.string().min(1).max(200), newPassword: password }),
    data: resetAnswer,
    handle: async ({ payload, body }) => {
      const result = await payload
        .resetPassword({
          collection: 'users',
          data: { token: body.token, password: body.newPassword },
          overrideAccess: true,
        })
        .catch(() => {
          throw new ApiError(400, frenchOnly.auth.invalidResetToken)
        })
      const user = result.user as unknown as User | undefined
      const data = {
        token: result.token,
        user: user ? toApiUser(user) : undefined,
      } satisfies z.infer<typeof resetAnswer>
      // an account with two-factor on gets no session: it signs in with the code (secondFactorAfterReset)
      const message = user?.twoFactorEnabled
        ? frenchOnly.auth.twoFactor.passwordResetSignIn
        : frenchOnly.auth.passwordReset
      return ok(data, { message })
    },
  }),
]
