// features: platform
import { describe, expect, it, vi } from 'vitest'

import { DatabaseUnreachableError, payloadClient } from '@/platform/data/payload'

// Payload's start-up failing as it does when MongoDB is out of reach (it marks the error)
const getPayload = vi.hoisted(() =>
  vi.fn(() =>
    Promise.reject(
      Object.assign(new Error('cannot connect to MongoDB'), { payloadInitError: true }),
    ),
  ),
)
vi.mock('payload', async (importOriginal) => ({
  ...(await importOriginal<typeof import('payload')>()),
  getPayload,
}))

const { dispatch } = await import('@/app/(api)/api/routes')
const api = (path: string) => dispatch(new Request(`http://localhost/api${path}`))

describe('database out of reach', () => {
  it('payloadClient says so with an error of its own', async () => {
    await expect(payloadClient()).rejects.toBeInstanceOf(DatabaseUnreachableError)
  })

  it('after a failed start, calls fail at once for 5 s, then one tries again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      getPayload.mockClear()
      vi.setSystemTime(Date.now() + 60_000)
      await expect(payloadClient()).rejects.toBeInstanceOf(DatabaseUnreachableError)
      expect(getPayload).toHaveBeenCalledTimes(1)
      for (let call = 0; call < 3; call++) {
        await expect(payloadClient()).rejects.toBeInstanceOf(DatabaseUnreachableError)
      }
      expect(getPayload, 'no new attempt within 5 s').toHaveBeenCalledTimes(1)
      vi.setSystemTime(Date.now() + 5_000)
      await expect(payloadClient()).rejects.toBeInstanceOf(DatabaseUnreachableError)
      expect(getPayload).toHaveBeenCalledTimes(2)
    } finally {
      vi.useRealTimers()
    }
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
