import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

type Received = ParsedMail & { envelopeTo: string[] }

/**
 * A real SMTP server on loopback (nodemailer's smtp-server): it keeps every message it accepts,
 * parsed, and can be told to refuse them (`refuse = true`: 451 at RCPT, as a server in trouble)
 * or to take its time over each (`dataDelayMs`: the answer to DATA comes that late).
 */
export async function startSmtp(port = 0) {
  const received: Received[] = []
  const state = { refuse: false, dataDelayMs: 0 }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (state.refuse)
        return callback(
          Object.assign(new Error('Service indisponible (test)'), { responseCode: 451 }),
        )
      callback()
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          if (state.dataDelayMs)
            await new Promise((resolve) => setTimeout(resolve, state.dataDelayMs))
          received.push({ ...mail, envelopeTo: session.envelope.rcptTo.map((r) => r.address) })
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    received,
    state,
    /** The messages sent to an address so far. */
    to: (email: string) => received.filter((mail) => mail.envelopeTo.includes(email)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
