import 'server-only'

import type { TaskConfig } from 'payload'

import { SEND_MAIL_TASK, sendStoredMail, type SendMailInput } from './outbox'

/** One try of a stored mail, queued by outbox.ts on the `mail` queue. */
export const sendMailTask: TaskConfig = {
  slug: SEND_MAIL_TASK,
  label: 'Envoi d’un email',
  inputSchema: [
    { name: 'email', type: 'text', required: true },
    { name: 'sealed', type: 'text' },
  ],
  // a failed try is stored and queued again by the task itself, on the mail's own schedule
  retries: 0,
  handler: async ({ input, req: { payload } }) => {
    await sendStoredMail(payload, input as SendMailInput)
    return { output: {} }
  },
}
