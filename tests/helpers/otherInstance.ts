/**
 * Another instance of the site on the suite's PostgreSQL database (restore-online.int), started
 * with `tsx` in a process of its own: it sends quote requests through the /api contract one
 * after the other and sends each answer to the test over Node's IPC channel, until its standard
 * input closes.
 */
import { api } from './api'

let sending = true
process.stdin.on('end', () => (sending = false))
process.stdin.resume()

let sent = 0
while (sending) {
  sent += 1
  const answer = await api<{ reference: string }>('POST', '/quote-requests', {
    body: {
      name: 'Client de l’autre instance',
      email: `autre-instance-${sent % 4}@example.com`,
      phone: '96 12 34 56',
      message: 'Une pelle, demandée sur l’autre instance.',
    },
  })
  const line = {
    status: answer.status,
    reference: answer.body.data?.reference,
    retryAfter: answer.headers.get('retry-after'),
    message: answer.body.message,
  }
  process.send!(line)
  await new Promise((resolve) => setTimeout(resolve, 25))
}
process.exit(0)
