// features: newsletter
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { csvCell } from '@/lib/csv'
import { dispatch } from '@/app/(api)/api/routes'
import { EXPORT_PAGE_SIZE } from '@/features/newsletter/subscriptions'
import { DEMO_ADMIN } from '@/platform/runtime/environment'

import { api, tokenFor } from '../helpers/api'
import { testPayload } from '../helpers/payload'

let payload: Payload
let token: string

beforeAll(async () => {
  payload = await testPayload()
  token = await tokenFor(DEMO_ADMIN.email, DEMO_ADMIN.password)
})

const confirmedCount = async () =>
  (
    await payload.count({
      collection: 'subscribers',
      where: { status: { equals: 'confirmed' } },
      overrideAccess: true,
    })
  ).totalDocs

const exportCsv = (headers: Record<string, string> = {}) =>
  dispatch(new Request('http://localhost/api/admin/subscribers/export', { headers }))

describe('GET /api/admin/subscribers/export', () => {
  it('gives every confirmed subscriber as CSV, a row each, for an administrator only', async () => {
    await api('POST', '/newsletter/subscribe', { body: { email: 'export-1@example.com' } })
    await api('POST', '/newsletter/subscribe', {
      body: { email: 'export-2@example.com', source: 'maintenance' },
    })
    await api('POST', '/newsletter/subscribe', { body: { email: 'export-3@example.com' } })
    // double opt-in: the third never followed its confirmation link
    await payload.update({
      collection: 'subscribers',
      where: { email: { in: ['export-1@example.com', 'export-2@example.com'] } },
      data: { status: 'confirmed' },
      overrideAccess: true,
    })
    const response = await exportCsv({ authorization: `Bearer ${token}` })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toContain('abonnes-newsletter.csv')
    const text = await response.text()
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe('"Adresse email";"Inscrit depuis";"Date d\'inscription"')
    const total = await confirmedCount()
    expect(lines).toHaveLength(total + 1)
    expect(text).not.toContain('export-3@example.com')
    expect(lines).toContainEqual(
      expect.stringMatching(/^"export-2@example\.com";"Page de maintenance";"\d{4}-\d{2}-\d{2}"$/),
    )
    expect((await exportCsv()).status).toBe(401)
  })

  it('reads a list longer than a page in pages: every subscriber once, oldest first', async () => {
    const emails = Array.from(
      { length: EXPORT_PAGE_SIZE + 2 },
      (_, i) => `page-${String(i).padStart(4, '0')}@example.com`,
    )
    for (const email of emails)
      await payload.create({
        collection: 'subscribers',
        data: { email, source: 'newsletter', status: 'confirmed' },
        overrideAccess: true,
      })
    const response = await exportCsv({ authorization: `Bearer ${token}` })
    expect(response.status).toBe(200)
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    const total = await confirmedCount()
    expect(total).toBeGreaterThan(EXPORT_PAGE_SIZE)
    expect(lines).toHaveLength(total + 1)
    expect(lines.filter((line) => line.startsWith('"Adresse email"'))).toHaveLength(1)
    const exported = lines
      .map((line) => /^"([^"]+)"/.exec(line)?.[1])
      .filter((email) => email?.startsWith('page-'))
    expect(exported).toEqual(emails)
  }, 60_000)

  it('quotes cells and defuses spreadsheet formulas', () => {
    expect(csvCell('a"b')).toBe('"a""b"')
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"')
  })
})
