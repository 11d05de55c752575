// features: departments, equipment, news
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { DEMO_ADMIN } from '@/platform/runtime/environment'

import { api, tokenFor } from '../helpers/api'
import { testPayload } from '../helpers/payload'

let payload: Payload
let token: string
type Doc = Record<string, unknown> & { _id: string }

beforeAll(async () => {
  payload = await testPayload()
  token = await tokenFor(DEMO_ADMIN.email, DEMO_ADMIN.password)
})

describe('admin calls refuse anonymous and forged tokens', () => {
  it.each([
    ['GET', '/admin/departments'],
    ['POST', '/admin/departments'],
    ['PUT', '/admin/departments/1'],
    ['DELETE', '/admin/departments/1'],
    ['PATCH', '/admin/departments/1/toggle'],
    ['PUT', '/admin/departments/1/homepage-settings'],
    ['GET', '/admin/equipment'],
    ['POST', '/admin/equipment'],
    ['PATCH', '/admin/equipment/1/feature'],
    ['GET', '/admin/news'],
    ['POST', '/admin/news'],
    ['DELETE', '/admin/news/1'],
  ])('%s %s → 401', async (method, path) => {
    for (const bad of [undefined, 'jeton.falsifie.xyz']) {
      const answer = await api(method, path, {
        token: bad,
        body: method === 'GET' ? undefined : { name: 'x' },
      })
      expect(answer.status).toBe(401)
      expect(answer.body.success).toBe(false)
    }
  })
})

describe('departments', () => {
  it('creates, reads, updates, toggles, sets homepage display and deletes, with the spec messages', async () => {
    const [image] = (await payload.find({ collection: 'media', limit: 1 })).docs
    const created = await api<Doc>('POST', '/admin/departments', {
      token,
      body: {
        name: 'Énergie Solaire',
        description: 'Centrales et kits',
        features: 'Kits solaires, Installation , ,Maintenance',
        color: '#ca8a04',
        images: { main: image.url },
      },
    })
    expect(created.status).toBe(201)
    expect(created.body.message).toBe('Département créé avec succès')
    const department = created.body.data as Doc & {
      features: string[]
      images: { main: string }
      slug: string
    }
    expect(department.features).toEqual(['Kits solaires', 'Installation', 'Maintenance'])
    expect(department.images.main).toBe(image.url)
    expect(department.slug).toBe('energie-solaire')
    const id = department._id

    expect((await api<Doc>('GET', `/admin/departments/${id}`, { token })).body.data?.name).toBe(
      'Énergie Solaire',
    )
    const updated = await api<Doc>('PUT', `/admin/departments/${id}`, {
      token,
      body: { description: 'Centrales solaires' },
    })
    expect(updated.body).toMatchObject({
      message: 'Département modifié avec succès',
      data: { description: 'Centrales solaires', name: 'Énergie Solaire' },
    })

    const off = await api<Doc>('PATCH', `/admin/departments/${id}/toggle`, { token })
    expect(off.body).toMatchObject({
      message: 'Département désactivé avec succès',
      data: { isActive: false },
    })
    expect((await api('GET', '/departments/energie-solaire')).status).toBe(404)
    const list = await api<Doc[]>('GET', '/admin/departments', { token })
    expect(list.body.data?.map((d) => d._id)).toContain(id)
    expect(
      (await api<Doc>('PATCH', `/admin/departments/${id}/toggle`, { token })).body.message,
    ).toBe('Département activé avec succès')

    const display = await api<Doc>('PUT', `/admin/departments/${id}/homepage-settings`, {
      token,
      body: { homepageSettings: { showOnHomepage: false, homepageTitle: 'Solaire' } },
    })
    expect(display.body.data?.homepageSettings).toMatchObject({
      showOnHomepage: false,
      homepageTitle: 'Solaire',
    })
    const home = await api<Doc[]>('GET', '/departments/homepage')
    expect(home.body.data?.map((d) => d._id)).not.toContain(id)

    expect((await api('DELETE', `/admin/departments/${id}`, { token })).body).toEqual({
      success: true,
      message: 'Département supprimé avec succès',
    })
    expect((await api('GET', `/admin/departments/${id}`, { token })).status).toBe(404)
  })

  it('refuses bad input with 400 and unknown ids with 404, changing nothing', async () => {
    const before = await payload.count({ collection: 'departments' })
    expect(
      (await api('POST', '/admin/departments', { token, body: { description: 'sans nom' } }))
        .status,
    ).toBe(400)
    expect(
      (await api('POST', '/admin/departments', { token, body: { name: 'X', color: 'rouge' } }))
        .status,
    ).toBe(400)
    const unknownImage = await api('POST', '/admin/departments', {
      token,
      body: { name: 'X', images: { main: '/api/cms/media/file/absent.jpg' } },
    })
    expect(unknownImage.status).toBe(400)
    expect(unknownImage.body.message).toMatch(/^Image introuvable/)
    expect(await payload.count({ collection: 'departments' })).toEqual(before)
    for (const id of ['999999', 'abc']) {
      expect(
        (await api('PUT', `/admin/departments/${id}`, { token, body: { name: 'Y' } })).status,
      ).toBe(404)
      expect((await api('DELETE', `/admin/departments/${id}`, { token })).status).toBe(404)
    }
  })
})

describe('equipment', () => {
  it('creates, lists with inactive ones, updates, toggles, features and deletes', async () => {
    const created = await api<Doc>('POST', '/admin/equipment', {
      token,
      body: {
        name: 'Foreuse Sandvik',
        category: 'MATERIEL',
        price: 150000,
        available: 2,
        tags: ['Forage'],
        // the hour meter: a field added to the collection alone (#46)
        specifications: { brand: 'Sandvik', year: 2020, hours: '4 500 h' },
      },
    })
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({
      status: 'available',
      currency: 'XOF',
      isFeatured: false,
      specifications: { brand: 'Sandvik', year: 2020, hours: '4 500 h' },
    })
    const id = created.body.data?._id
    expect(
      (
        await api('PUT', `/admin/equipment/${id}`, {
          token,
          body: { specifications: { hours: 'x'.repeat(201) } },
        })
      ).status,
    ).toBe(400)
    expect(
      (await api<Doc>('GET', `/admin/equipment/${id}`, { token })).body.data?.specifications,
    ).toMatchObject({ hours: '4 500 h' })

    expect(
      (await api<Doc>('PATCH', `/admin/equipment/${id}/toggle`, { token })).body,
    ).toMatchObject({ message: 'Équipement désactivé avec succès', data: { isActive: false } })
    expect((await api('GET', `/equipment/${id}`)).status).toBe(404)
    const adminList = await api<Doc[]>('GET', '/admin/equipment?search=sandvik', { token })
    expect(adminList.body.data?.map((d) => d._id)).toEqual([id])

    expect(
      (await api<Doc>('PATCH', `/admin/equipment/${id}/feature`, { token })).body,
    ).toMatchObject({ message: 'Équipement mis en vedette', data: { isFeatured: true } })
    const updated = await api<Doc>('PUT', `/admin/equipment/${id}`, {
      token,
      body: { status: 'rented', price: 140000 },
    })
    expect(updated.body.data).toMatchObject({
      status: 'rented',
      price: 140000,
      name: 'Foreuse Sandvik',
    })
    expect(
      (await api('PUT', `/admin/equipment/${id}`, { token, body: { status: 'perdu' } })).status,
    ).toBe(400)
    expect(
      (await api('PUT', `/admin/equipment/${id}`, { token, body: { price: -5 } })).status,
    ).toBe(400)

    expect((await api('DELETE', `/admin/equipment/${id}`, { token })).body.message).toBe(
      'Équipement supprimé avec succès',
    )
    expect(
      await payload.count({
        collection: 'equipment',
        where: { name: { equals: 'Foreuse Sandvik' } },
      }),
    ).toEqual({ totalDocs: 0 })
  })
})

describe('news', () => {
  it('requires title, excerpt, content and category with the spec message', async () => {
    const answer = await api('POST', '/admin/news', {
      token,
      body: { title: 'Sans contenu', category: 'PROJET' },
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({
      success: false,
      message: 'Veuillez remplir tous les champs requis',
    })
  })

  it('stores HTML as Lexical, strips scripts, handlers and javascript: links, publishes by default', async () => {
    const html =
      '<h2>Chantier</h2><p onclick="alert(1)">Les <strong>travaux</strong> avancent.</p><script>alert("x")</script>' +
      '<p><a href="javascript:alert(2)">piège</a> et <a href="https://example.org/page">source</a></p><iframe src="https://evil.example"></iframe>'
    const created = await api<Doc & { content: string }>('POST', '/admin/news', {
      token,
      body: {
        title: 'Point chantier',
        excerpt: 'Résumé du point',
        content: html,
        category: 'PROJET',
      },
    })
    expect(created.status).toBe(201)
    expect(created.body.message).toBe('Article créé avec succès')
    const article = created.body.data as Doc & { content: string }
    expect(article.isPublished).toBe(true)
    expect(article.content).toContain('<h2>Chantier</h2>')
    expect(article.content).toContain('<strong>travaux</strong>')
    expect(article.content).toContain('href="https://example.org/page"')
    expect(article.content).not.toMatch(/<script|onclick|javascript:|<iframe|alert\("x"\)/i)
    const stored = await payload.findByID({ collection: 'news', id: Number(article._id) })
    expect(stored.content.root.children.length).toBeGreaterThan(1)

    const publicView = await api<Doc[]>('GET', '/news?search=point%20chantier')
    expect(publicView.body.data?.map((n) => n._id)).toEqual([article._id])

    const draft = await api<Doc>('PUT', `/admin/news/${article._id}`, {
      token,
      body: { isPublished: false },
    })
    expect(draft.body).toMatchObject({
      message: 'Article mis en brouillon avec succès',
      data: { isPublished: false },
    })
    expect((await api('GET', `/news/${article._id}`)).status).toBe(404)
    const adminList = await api<Doc[]>('GET', '/admin/news?search=point%20chantier', { token })
    expect(adminList.body.data?.map((n) => n._id)).toEqual([article._id])
    expect(
      (await api<Doc>('PUT', `/admin/news/${article._id}`, { token, body: { isPublished: true } }))
        .body.message,
    ).toBe('Article publié avec succès')
    expect(
      (
        await api<Doc>('PUT', `/admin/news/${article._id}`, {
          token,
          body: { title: 'Point chantier n°2' },
        })
      ).body.message,
    ).toBe('Article modifié avec succès')

    expect((await api('DELETE', `/admin/news/${article._id}`, { token })).body.message).toBe(
      'Article supprimé avec succès',
    )
    expect((await api('DELETE', `/admin/news/${article._id}`, { token })).status).toBe(404)
  })
})
