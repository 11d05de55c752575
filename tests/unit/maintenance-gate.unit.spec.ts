// features: maintenance, platform
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { describe, expect, it } from 'vitest'

import { tags } from '@/platform/cache/tags'
import {
  decide,
  isGated,
  isYardScreen,
  maintenanceState,
} from '@/platform/frontServer/maintenanceGate'
import { emitContentChanged } from '@/platform/runtime/contentSignal'
import { formatElapsed } from '@/lib/format'

describe('maintenance gate', () => {
  it('never gates the admin, the APIs, Next assets or files', () => {
    for (const path of [
      '/admin',
      '/admin/login',
      '/api/health',
      '/api/cms/users/me',
      '/_next/static/chunk.js',
      '/favicon.ico',
      '/robots.txt',
    ]) {
      expect(isGated(path), path).toBe(false)
    }
    for (const path of ['/', '/equipements', '/actualites/3', '/maintenance', '/administration']) {
      expect(isGated(path), path).toBe(true)
    }
  })

  it('leaves the yard’s screens to the team during a maintenance (#62)', () => {
    for (const path of ['/parc', '/parc/12']) expect(decide('GET', path, true), path).toBeNull()
    expect(decide('GET', '/parcours', true)).toEqual({ redirect: '/maintenance' })
    expect(isYardScreen('/parcours')).toBe(false)
  })

  it('leaves open the receipt of a form posted without the script, in each language (#63)', () => {
    for (const path of ['/merci', '/en/thank-you'])
      expect(decide('GET', path, true), path).toBeNull()
    expect(decide('GET', '/merci-beaucoup', true)).toEqual({ redirect: '/maintenance' })
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

  it('sends each language to its own maintenance page, and back to its own home (#59)', () => {
    expect(decide('GET', '/en', true)).toEqual({ redirect: '/en/maintenance' })
    expect(decide('GET', '/en/equipment/pelle', true)).toEqual({ redirect: '/en/maintenance' })
    expect(decide('GET', '/en/maintenance', true)).toEqual({ unavailable: true })
    expect(decide('GET', '/en/maintenance', false)).toEqual({ redirect: '/en' })
    // a French address: the language the visitor chose with the switcher, else French
    expect(decide('GET', '/', true, 'langue=en')).toEqual({ redirect: '/en/maintenance' })
    expect(decide('GET', '/equipements', true, 'autre=1; langue=en')).toEqual({
      redirect: '/en/maintenance',
    })
    expect(decide('GET', '/', true, 'langue=de')).toEqual({ redirect: '/maintenance' })
    expect(decide('GET', '/en/maintenance', true, 'langue=fr')).toEqual({ unavailable: true })
  })

  it('counts elapsed time as hh:mm:ss', () => {
    expect(formatElapsed(0)).toBe('00:00:00')
    expect(formatElapsed(3725)).toBe('01:02:05')
    expect(formatElapsed(90_061)).toBe('25:01:01')
  })
})

/** The app's status route played by a real HTTP server whose answer the test sets. */
async function statusServer() {
  let answer: { status: number; body: string } = {
    status: 200,
    body: '{"success":true,"data":{"isActive":true}}',
  }
  const server = createServer((_req, res) => {
    res.writeHead(answer.status, { 'content-type': 'application/json' })
    res.end(answer.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    answer: (status: number, body: string) => {
      answer = { status, body }
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

describe('maintenance state when the status cannot be read', () => {
  it('lets visitors through on a failed read, logs once per incident, and gates again at the next good read', async () => {
    const app = await statusServer()
    const logs: string[] = []
    const state = maintenanceState(app.port, (message) => logs.push(message))
    try {
      await state.refresh()
      expect(state.isActive()).toBe(true)

      // the database is out of reach: the status route answers 503, then garbage
      app.answer(503, '{"success":false,"message":"Base de données injoignable"}')
      await state.refresh()
      expect(state.isActive()).toBe(false)
      app.answer(200, 'pas du JSON')
      await state.refresh()
      expect(state.isActive()).toBe(false)
      expect(logs).toHaveLength(1)
      expect(logs[0]).toMatch(/^Statut de maintenance illisible \(HTTP 503\)/)

      app.answer(200, '{"success":true,"data":{"isActive":true}}')
      await state.refresh()
      expect(state.isActive()).toBe(true)
      expect(logs).toEqual([logs[0], 'Statut de maintenance de nouveau lisible.'])
    } finally {
      await app.close()
    }
  })

  it('starts open when the app cannot be reached at all', async () => {
    const app = await statusServer()
    await app.close()
    const logs: string[] = []
    const state = maintenanceState(app.port, (message) => logs.push(message))
    await state.refresh()
    expect(state.isActive()).toBe(false)
    expect(logs).toHaveLength(1)
  })
})

/** The status route answering each request from the state it found on arrival, when the test says. */
async function heldStatusServer() {
  let isActive = false
  const arrived: (() => void)[] = []
  let waiting: ((answer: () => void) => void) | null = null
  const server = createServer((_req, res) => {
    const body = JSON.stringify({ success: true, data: { isActive } })
    const answer = () => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(body)
    }
    if (waiting) waiting(answer)
    else arrived.push(answer)
    waiting = null
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    set: (value: boolean) => {
      isActive = value
    },
    /** The next request once it has arrived: calling the result answers it. */
    next: () =>
      new Promise<() => void>((resolve) => {
        const first = arrived.shift()
        if (first) resolve(first)
        else waiting = resolve
      }),
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

describe('maintenance state when the maintenance is saved during a read', () => {
  it('reads once more after the read under way, which found the state before the save', async () => {
    const app = await heldStatusServer()
    const state = maintenanceState(app.port, () => {})
    try {
      const before = state.refresh()
      const answerBefore = await app.next()
      app.set(true)
      emitContentChanged(tags.global('maintenance'))
      answerBefore()
      await before
      expect(state.isActive()).toBe(false)

      const answerAfter = await app.next()
      answerAfter()
      await state.refresh()
      expect(state.isActive()).toBe(true)
    } finally {
      await app.close()
    }
  }, 10_000)
})
