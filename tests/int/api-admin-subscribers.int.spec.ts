import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { csvCell } from '@/compat/resources/adminSubscribers'
import { dispatch } from '@/compat/dispatch'
import { DEMO_ADMIN } from '@/lib/runtime'

import { api, tokenFor } from '../helpers/api'
import { testPayload } from '../helpers/payload'

let payload: Payload
let token: string

beforeAll(async () => {
  payload = await testPayload()
  token = await tokenFor(DEMO_ADMIN.email, DEMO_ADMIN.password)
})

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
    const total = (
      await payload.count({
        collection: 'subscribers',
        where: { status: { equals: 'confirmed' } },
        overrideAccess: true,
      })
    ).totalDocs
    expect(lines).toHaveLength(total + 1)
    expect(text).not.toContain('export-3@example.com')
    expect(lines).toContainEqual(
      expect.stringMatching(/^"export-2@example\.com";"Page de maintenance";"\d{4}-\d{2}-\d{2}"$/),
    )
    expect((await exportCsv()).status).toBe(401)
  })

  it('quotes cells and defuses spreadsheet formulas', () => {
    expect(csvCell('a"b')).toBe('"a""b"')
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"')
  })
})
