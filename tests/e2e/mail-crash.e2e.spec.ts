// features: platform, mail
import { createServer, type Socket } from 'node:net'

import { expect, test } from '@playwright/test'

import { freePort } from '../../scripts/lib/freePort'
import { freshDatabase, startBuiltServer, type RunningServer } from '../../scripts/lib/server'
import { startSmtp } from '../../scripts/lib/smtpSink'

/**
 * A quote's mails are on their way to an SMTP server that accepts the connection and never
 * greets when the site is killed (kill -9); restarted with a working server, the site sends
 * each of them, without anyone pressing « Renvoyer », and once (src/platform/services/mail/outbox.ts).
 */
const dataDir = 'data/test/mail-crash'
const PORT = 3521
let server: RunningServer | undefined

test.afterAll(async () => {
  await server?.stop('SIGKILL')
})

test('des emails coupés par un kill -9 partent après le redémarrage, une seule fois chacun', async () => {
  test.setTimeout(240_000)
  const sockets = new Set<Socket>()
  const silent = createServer((socket) => sockets.add(socket))
  const silentPort = await freePort()
  await new Promise<void>((resolve) => silent.listen(silentPort, '127.0.0.1', resolve))
  const smtp = await startSmtp()
  try {
    await freshDatabase(dataDir)
    const env = { LOG_REQUESTS: 'false', MAIL_CLAIM_LEASE_MS: '3000' }
    server = await startBuiltServer({
      dataDir,
      port: PORT,
      quiet: true,
      env: { ...env, SMTP_URL: `smtp://127.0.0.1:${silentPort}` },
    })
    const visitor = `crash-${Date.now()}@example.ne`
    const sent = await fetch(`${server.url}/api/quote-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Moussa Issa',
        email: visitor,
        phone: '+227 90 00 00 00',
        message: 'Location d’une pelle pour deux semaines.',
      }),
    })
    expect(sent.status).toBe(201)
    // the notification and the acknowledgement are each waiting for a greeting
    await expect.poll(() => sockets.size, { timeout: 5_000 }).toBe(2)
    await server.stop('SIGKILL')
    for (const socket of sockets) socket.destroy()

    server = await startBuiltServer({
      dataDir,
      port: PORT,
      quiet: true,
      env: { ...env, SMTP_URL: smtp.url },
    })
    await expect.poll(() => smtp.received.length, { timeout: 60_000 }).toBe(2)
    expect(smtp.to(visitor)).toHaveLength(1)
    // later runs of the queue (every second) send nothing more
    await new Promise((resolve) => setTimeout(resolve, 12_000))
    expect(smtp.received).toHaveLength(2)
  } finally {
    await smtp.close()
    await new Promise((resolve) => silent.close(resolve))
  }
})
