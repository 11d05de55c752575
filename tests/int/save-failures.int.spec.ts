import { describe, expect, it } from 'vitest'

import { spokenSaveMessages } from '@/plugins/cmsSaveMessages'

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

async function messageOf(
  handler: () => Promise<Response>,
  method: string,
  path: string,
): Promise<{ status: number; message: string }> {
  const answer = await spokenSaveMessages(handler, labels)(
    new Request(`http://localhost/api/cms/${path}`, { method }),
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

  it('keeps a refusal’s own message: it names what to fix', async () => {
    expect(await messageOf(refusing, 'PATCH', 'news/7')).toEqual({
      status: 400,
      message: 'Le champ suivant est invalide : Titre',
    })
  })
})
