import { createLocalReq, logoutOperation } from 'payload'
import { z } from 'zod'

import { isSuperAdminUser } from '@/access/roles'
import { fr } from '@/i18n/fr'
import { afterAnswer } from '@/services/afterAnswer'
import { USER_ROLES } from '@/lib/labels'
import type { User } from '@/payload-types'

import { ApiError, ok } from '../envelope'
import { route } from '../route'
import { legacyUserSchema, toLegacyUser } from './userShape'

const TAG = 'Authentification'
const password = z.string().min(8, fr.auth.passwordTooShort).max(200)
const email = z.string().trim().toLowerCase().max(254).pipe(z.email())

/** Payload's refusal of a login (wrong password, unknown email, locked) as the spec's 401. */
async function login(
  payload: Parameters<typeof createLocalReq>[1],
  credentials: { email: string; password: string },
) {
  try {
    const session = await payload.login({ collection: 'users', data: credentials })
    if (!session.token) throw new Error('no token')
    return { ...session, token: session.token }
  } catch (error) {
    const locked = (error as { name?: string }).name === 'LockedAuth'
    throw new ApiError(401, locked ? fr.auth.locked : fr.auth.invalidCredentials)
  }
}

const loginAnswer = z.object({
  token: z.string(),
  user: legacyUserSchema,
  exp: z.number().optional(),
})
const registerAnswer = z.object({ user: legacyUserSchema, token: z.string().optional() })
const resetAnswer = z.object({ token: z.string().optional(), user: legacyUserSchema.optional() })

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
    refuses: [{ status: 401, description: fr.auth.invalidCredentials }],
    handle: async ({ payload, body }) => {
      const { token, user, exp } = await login(payload, body)
      const data = { token, user: toLegacyUser(user as User), exp } satisfies z.infer<
        typeof loginAnswer
      >
      return ok(data, { message: fr.auth.loggedIn })
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
    refuses: [{ status: 403, description: fr.auth.registrationClosed }],
    handle: async ({ payload, body, user }) => {
      const byOwner = isSuperAdminUser(user)
      const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
      if (!byOwner && totalDocs > 0) throw new ApiError(403, fr.auth.registrationClosed)
      const created = await payload.create({
        collection: 'users',
        overrideAccess: true,
        data: { ...body, role: byOwner ? (body.role ?? 'admin') : 'super-admin' },
      })
      // the first account is signed in at once; an account made by the owner is not theirs
      const session = byOwner ? null : await login(payload, body)
      const data = {
        user: toLegacyUser(created),
        ...(session ? { token: session.token } : {}),
      } satisfies z.infer<typeof registerAnswer>
      return ok(data, { status: 201, message: fr.auth.registered })
    },
  }),
  route({
    method: 'GET',
    path: '/auth/me',
    summary: 'Utilisateur connecté',
    tag: TAG,
    auth: 'user',
    data: legacyUserSchema,
    handle: async ({ user }) => ok(toLegacyUser(user as User)),
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
      await login(payload, { email: account.email, password: body.currentPassword }).catch(() => {
        throw new ApiError(400, fr.auth.wrongCurrentPassword)
      })
      await payload.update({
        collection: 'users',
        id: account.id,
        overrideAccess: true,
        data: { password: body.newPassword },
      })
      return ok(undefined, { message: fr.auth.passwordChanged })
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
      return ok(undefined, { message: fr.auth.loggedOut })
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
      return ok(undefined, { message: fr.auth.forgotPasswordSent })
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
          throw new ApiError(400, fr.auth.invalidResetToken)
        })
      const data = {
        token: result.token,
        user: result.user ? toLegacyUser(result.user as unknown as User) : undefined,
      } satisfies z.infer<typeof resetAnswer>
      return ok(data, { message: fr.auth.passwordReset })
    },
  }),
]
