// features: quotes
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { DEMO_ADMIN } from '@/platform/runtime/environment'

import { api, tokenFor } from '../helpers/api'
import { testPayload } from '../helpers/payload'

let payload: Payload
let token: string
let id: string

beforeAll(async () => {
  payload = await testPayload()
  token = await tokenFor(DEMO_ADMIN.email, DEMO_ADMIN.password)
  const email = `messages-${Date.now()}@example.com`
  const sent = await api('POST', '/quote-requests', {
    body: { name: 'Moussa Issa', email, phone: '+227 90 11 22 33', message: 'Une pompe solaire.' },
  })
  expect(sent.status).toBe(201)
  const { docs } = await payload.find({
    collection: 'quote-requests',
    where: { email: { equals: email } },
  })
  id = String(docs[0]?.id)
})

const storedStatus = async () =>
  (await payload.findByID({ collection: 'quote-requests', id: Number(id) })).status

describe('PUT /api/admin/messages/:id/status', () => {
  it('marks a message read, then replied, with the French message of the inbox', async () => {
    const read = await api('PUT', `/admin/messages/${id}/status`, {
      token,
      body: { status: 'read' },
    })
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({
      success: true,
      message: 'Message marqué « Lu »',
      data: { _id: id, status: 'read' },
    })
    expect(await storedStatus()).toBe('read')

    const replied = await api('PUT', `/admin/messages/${id}/status`, {
      token,
      body: { status: 'replied' },
    })
    expect(replied.body.message).toBe('Message marqué « Répondu »')
    expect(await storedStatus()).toBe('replied')
  })

  it('refuses an unknown status with 400, an unknown message with 404, no session with 401', async () => {
    const before = await storedStatus()
    expect(
      (await api('PUT', `/admin/messages/${id}/status`, { token, body: { status: 'archived' } }))
        .status,
    ).toBe(400)
    expect((await api('PUT', `/admin/messages/${id}/status`, { token, body: {} })).status).toBe(400)
    expect(
      (await api('PUT', `/admin/messages/${id}/status`, { body: { status: 'new' } })).status,
    ).toBe(401)
    for (const unknown of ['999999', 'abc']) {
      const answer = await api('PUT', `/admin/messages/${unknown}/status`, {
        token,
        body: { status: 'read' },
      })
      expect(answer.status).toBe(404)
      expect(answer.body).toEqual({ success: false, message: 'Message introuvable' })
    }
    expect(await storedStatus()).toBe(before)
  })

  it('is described in the OpenAPI document', async () => {
    type Operation = {
      security: unknown[]
      requestBody: { content: Record<string, { schema: { required?: string[] } }> }
    }
    const doc = (await api('GET', '/openapi.json')).body as unknown as {
      paths: Record<string, Record<string, Operation>>
    }
    const operation = doc.paths['/api/admin/messages/{id}/status']?.put
    expect(operation?.security).toEqual([{ bearerAuth: [] }])
    expect(operation?.requestBody.content['application/json'].schema.required).toEqual(['status'])
  })
})
