import { describe, expect, it, vi } from 'vitest'

import { DatabaseUnreachableError, payloadClient } from '@/data/payload'

// Payload's start-up failing as it does when MongoDB is out of reach (it marks the error)
vi.mock('payload', async (importOriginal) => ({
  ...(await importOriginal<typeof import('payload')>()),
  getPayload: () =>
    Promise.reject(
      Object.assign(new Error('cannot connect to MongoDB'), { payloadInitError: true }),
    ),
}))

const { dispatch } = await import('@/compat/dispatch')
const api = (path: string) => dispatch(new Request(`http://localhost/api${path}`))

describe('database out of reach', () => {
  it('payloadClient says so with an error of its own', async () => {
    await expect(payloadClient()).rejects.toBeInstanceOf(DatabaseUnreachableError)
  })

  it('/api/health still answers: 503, database unreachable', async () => {
    const health = await api('/health')
    expect(health.status).toBe(503)
    expect(await health.json()).toMatchObject({
      success: false,
      message: 'Base de données injoignable',
      data: { status: 'degraded', database: 'unreachable', uptime: expect.any(Number) },
    })
  })

  it('the other routes answer 503 rather than an unexpected error', async () => {
    for (const path of ['/maintenance/status', '/news', '/admin/dashboard']) {
      const response = await api(path)
      expect(response.status, path).toBe(503)
      expect(await response.json(), path).toEqual({
        success: false,
        message: 'Base de données injoignable',
      })
    }
  })
})
