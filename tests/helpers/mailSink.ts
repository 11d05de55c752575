import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, vi } from 'vitest'

import { startSmtp } from '../../scripts/lib/smtpSink'

type Sink = Awaited<ReturnType<typeof startSmtp>>

/**
 * A real SMTP server on loopback for the file's mails, set before its Payload starts (call this
 * before the file's own `beforeAll`). At the end the sink stays until every mail stored is sent:
 * the last ones leave after their answers.
 */
export function mailSinkForFile(payloadOf: () => Payload): { current: Sink } {
  const sink = {} as { current: Sink }
  beforeAll(async () => {
    sink.current = await startSmtp()
    process.env.SMTP_URL = sink.current.url
  })
  afterAll(async () => {
    await vi.waitFor(
      async () =>
        expect(
          (
            await payloadOf().count({
              collection: 'outgoing-emails',
              where: { status: { equals: 'pending' } },
            })
          ).totalDocs,
        ).toBe(0),
      15_000,
    )
    delete process.env.SMTP_URL
    await sink.current.close()
  })
  return sink
}
