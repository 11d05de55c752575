import { describe, expect, it } from 'vitest'

import { decide, isGated } from '@/edge/maintenanceGate'
import { formatElapsed } from '@/lib/format'

describe('maintenance gate', () => {
  it('never gates the admin, the APIs, Next assets or files', () => {
    for (const path of ['/admin', '/admin/login', '/api/health', '/api/cms/users/me', '/_next/static/chunk.js', '/favicon.ico', '/robots.txt']) {
      expect(isGated(path), path).toBe(false)
    }
    for (const path of ['/', '/equipements', '/actualites/3', '/maintenance', '/administration']) {
      expect(isGated(path), path).toBe(true)
    }
  })

  it('sends pages to /maintenance while active, answers /maintenance with 503, and sends it home when over', () => {
    expect(decide('GET', '/', true)).toEqual({ redirect: '/maintenance' })
    expect(decide('HEAD', '/equipements', true)).toEqual({ redirect: '/maintenance' })
    expect(decide('GET', '/maintenance', true)).toEqual({ unavailable: true })
    expect(decide('GET', '/maintenance', false)).toEqual({ redirect: '/' })
    expect(decide('GET', '/', false)).toBeNull()
    expect(decide('GET', '/admin/login', true)).toBeNull()
    expect(decide('POST', '/', true)).toBeNull()
  })

  it('counts elapsed time as hh:mm:ss', () => {
    expect(formatElapsed(0)).toBe('00:00:00')
    expect(formatElapsed(3725)).toBe('01:02:05')
    expect(formatElapsed(90_061)).toBe('25:01:01')
  })
})
