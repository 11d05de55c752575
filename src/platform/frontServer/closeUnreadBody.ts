import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

/** How long a client may still read an early answer once this side of the connection is closed. */
const LINGER_MS = 2_000

/**
 * Node closes a `Connection: close` socket as soon as the answer is written; with the client's
 * body still arriving, the kernel then resets the connection, and a client busy sending can lose
 * the answer it has not read yet (a 413 it never sees). Instead this side is closed, nothing
 * more is read, and the socket goes after LINGER_MS.
 */
function lingerOnClose(socket: Socket): void {
  socket.destroySoon = () => {
    socket.end()
    socket.pause()
    setTimeout(() => socket.destroy(), LINGER_MS).unref()
  }
}

/**
 * An answer sent before its request's body has all arrived (a 413 past a route's limit, a
 * refusal before reading) closes the connection behind it. Kept open, Node would read the rest
 * of the body to reuse the connection: 50 MB for a 4 KB beacon.
 */
export function closeAfterEarlyAnswer(req: IncomingMessage, res: ServerResponse): void {
  // a request without a body may not be `complete` yet when the micro-cache answers it at once
  const hasBody =
    req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length']) > 0
  if (!hasBody) return
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
  res.writeHead = ((...args: unknown[]) => {
    if (!req.complete) {
      res.setHeader('connection', 'close')
      lingerOnClose(req.socket)
    }
    return writeHead(...args)
  }) as typeof res.writeHead
}
