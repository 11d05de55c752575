// features: platform
import { beforeAll, describe, expect, it } from 'vitest'

import { loadFailureMessage } from '@/admin/LoadFailure/loadFailureMessage'
import { DEMO_ADMIN, DEMO_SUPER_ADMIN } from '@/platform/runtime/environment'
import { outageNotRefusal } from '@/platform/plugins/cmsDatabaseDown'
import { spokenSaveMessages } from '@/platform/plugins/cmsSaveMessages'

import { tokenFor } from '../helpers/api'
import { cms } from '../helpers/cms'
import { testPayload } from '../helpers/payload'

/** Payload's REST handler failing the way a lost database makes it fail: a 500 and its text. */
const failing = async () =>
  Response.json({ errors: [{ message: 'Something went wrong.' }] }, { status: 500 })
const refusing = async () =>
  Response.json(
    { errors: [{ message: 'Le champ suivant est invalide : Titre', data: { errors: [] } }] },
    { status: 400 },
  )
const labels = async (collection: string) =>
  ({ departments: 'Département', news: 'Article' })[collection]

/** Payload's answer to a session it could not read: no session, so no right to write. */
const forbidding = async () =>
  Response.json(
    { errors: [{ message: 'Vous n’êtes pas autorisé à effectuer cette action.' }] },
    { status: 403 },
  )
const describeSave = { singularLabel: labels, accountOf: async () => undefined }

async function messageOf(
  handler: (request: Request, context: object) => Promise<Response>,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  sent?: unknown,
): Promise<{ status: number; message: string }> {
  const json: Record<string, string> =
    sent === undefined ? {} : { 'content-type': 'application/json' }
  const answer = await spokenSaveMessages(handler, describeSave)(
    new Request(`http://localhost/api/cms/${path}`, {
      method,
      headers: { ...headers, ...json },
      body: sent === undefined ? undefined : JSON.stringify(sent),
    }),
    {},
  )
  const body = (await answer.json()) as { errors: { message: string }[] }
  return { status: answer.status, message: body.errors[0]!.message }
}

describe('the spec’s messages when a save fails on the server (back office §8)', () => {
  it.each([
    [
      'POST',
      'globals/section-equipment',
      'Impossible de sauvegarder les paramètres de la section.',
    ],
    ['POST', 'globals/top-bar', 'Impossible de sauvegarder les paramètres.'],
    ['POST', 'globals/maintenance', 'Impossible de sauvegarder les paramètres.'],
    ['POST', 'departments', 'Erreur lors de la création du département'],
    ['PATCH', 'departments/3', 'Erreur lors de la modification du département'],
    ['DELETE', 'departments/3', 'Erreur lors de la suppression du département'],
    ['POST', 'news', "Impossible de créer/modifier l'article"],
    ['PATCH', 'news/7', "Impossible de créer/modifier l'article"],
    ['DELETE', 'news/7', "Impossible de supprimer l'article"],
    ['DELETE', 'news?where[id][in][0]=7', "Impossible de supprimer l'article"],
    ['PATCH', 'equipment/2', 'Erreur lors de la sauvegarde'],
  ])('%s /api/cms/%s → « %s »', async (method, path, expected) => {
    expect(await messageOf(failing, method, path)).toEqual({ status: 500, message: expected })
  })

  it('calls a failed move to the trash (the admin’s « Supprimer ») a failed deletion', async () => {
    const trash = { deletedAt: '2026-11-27T10:00:00.000Z' }
    expect(await messageOf(failing, 'PATCH', 'departments/3', {}, trash)).toEqual({
      status: 500,
      message: 'Erreur lors de la suppression du département',
    })
    expect(await messageOf(failing, 'PATCH', 'news/7', {}, trash)).toEqual({
      status: 500,
      message: "Impossible de supprimer l'article",
    })
    // a save that also clears deletedAt, or sets more, is a save
    for (const body of [{ deletedAt: null }, { ...trash, name: 'x' }])
      expect((await messageOf(failing, 'PATCH', 'departments/3', {}, body)).message).toBe(
        'Erreur lors de la modification du département',
      )
  })

  it('keeps a refusal’s own message: it names what to fix', async () => {
    expect(await messageOf(refusing, 'PATCH', 'news/7')).toEqual({
      status: 400,
      message: 'Le champ suivant est invalide : Titre',
    })
  })
})

describe('a database out of reach is an outage, not a refusal', () => {
  const session = { cookie: 'payload-token=eyJ.x.y' }
  const down = outageNotRefusal(forbidding, async () => false)
  const up = outageNotRefusal(forbidding, async () => true)

  it('a save with a session answers 503 and the spec’s message for what failed', async () => {
    expect(await messageOf(down, 'POST', 'globals/top-bar', session)).toEqual({
      status: 503,
      message: 'Impossible de sauvegarder les paramètres.',
    })
    expect(await messageOf(down, 'PATCH', 'news/7', { authorization: 'JWT eyJ.x.y' })).toEqual({
      status: 503,
      message: "Impossible de créer/modifier l'article",
    })
  })

  it('without a session, or with the database there, a refusal stays a refusal', async () => {
    expect((await messageOf(down, 'POST', 'globals/top-bar')).status).toBe(403)
    expect((await messageOf(up, 'POST', 'globals/top-bar', session)).status).toBe(403)
  })
})

describe('the spec’s message of each admin screen that cannot load (back office §8)', () => {
  it.each([
    ['/admin/globals/top-bar', 'Impossible de charger les paramètres de la Top Bar.'],
    ['/admin/topbar', 'Impossible de charger les paramètres de la Top Bar.'],
    [
      '/admin/globals/section-equipment',
      'Impossible de charger les paramètres de la section Équipements',
    ],
    ['/admin/equipment', 'Impossible de charger les paramètres de la section Équipements'],
    ['/admin/collections/equipment/4', 'Erreur lors du chargement des équipements'],
    ['/admin/equipment/new', 'Erreur lors du chargement des équipements'],
    ['/admin/maintenance', 'Impossible de charger le statut de maintenance.'],
    ['/admin/collections/news', 'Impossible de charger les actualités'],
    ['/admin/news/preview', 'Impossible de charger les actualités'],
    ['/admin/departments', 'Erreur lors du chargement des départements'],
    ['/admin/homepage', 'Erreur lors du chargement des paramètres'],
    ['/admin/homepage/sections', 'Erreur lors du chargement des paramètres'],
    ['/admin/globals/section-partners', 'Impossible de charger les paramètres.'],
    ['/admin/settings', 'Impossible de charger les paramètres.'],
    ['/admin/analytics', 'Erreur lors du chargement des données analytics'],
    ['/admin', 'Erreur lors du chargement des données'],
    ['/admin/collections/quote-requests', 'Erreur lors du chargement des données'],
  ])('%s → « %s »', (path, expected) => {
    expect(loadFailureMessage(path)).toBe(expected)
  })
})

describe('« Les paramètres ont été sauvegardés avec succès » (the account’s own settings)', () => {
  beforeAll(async () => {
    await testPayload()
  })

  it('answers a save of one’s own account; another account’s save names the user', async () => {
    const token = await tokenFor(DEMO_ADMIN.email, DEMO_ADMIN.password)
    const me = (await cms('GET', 'users/me', { token })).json as { user: { id: number } }
    const own = await cms('PATCH', `users/${me.user.id}`, {
      token,
      body: { phone: '+227 90 00 00 01' },
    })
    expect(own.status).toBe(200)
    expect((own.json as { message: string }).message).toBe(
      'Les paramètres ont été sauvegardés avec succès',
    )

    const owner = await tokenFor(DEMO_SUPER_ADMIN.email, DEMO_SUPER_ADMIN.password)
    const other = await cms('PATCH', `users/${me.user.id}`, {
      token: owner,
      body: { phone: '+227 90 00 00 02' },
    })
    expect(other.status).toBe(200)
    expect((other.json as { message: string }).message).toBe('Utilisateur modifié avec succès')
  })
})
