/**
 * Another instance of the site on the test file's database (rentals.int), started with `tsx` in
 * a process of its own: once its Payload has started it says so over Node's IPC channel, then on
 * the test's word asks for the reservations it is given all at once, and sends back how each
 * was answered (201, or the refusal's status and message).
 */
import config from '@payload-config'
import { getPayload } from 'payload'

type Ask = { equipment: number; count: number; startDate: string; endDate: string }

const payload = await getPayload({ config })
process.on('message', async (ask: Ask) => {
  const answers = await Promise.allSettled(
    Array.from({ length: ask.count }, (_, index) =>
      payload.create({
        collection: 'reservations',
        data: {
          startDate: ask.startDate,
          endDate: ask.endDate,
          status: 'confirmed',
          customerName: `Client de l’autre instance ${index}`,
          lines: [{ equipment: ask.equipment, quantity: 1 }],
        },
        overrideAccess: true,
      }),
    ),
  )
  process.send!(
    answers.map((answer) =>
      answer.status === 'fulfilled'
        ? { status: 201 }
        : {
            status: (answer.reason as { status?: number }).status ?? 500,
            message: String((answer.reason as Error).message),
          },
    ),
  )
  process.exit(0)
})
process.send!('ready')
