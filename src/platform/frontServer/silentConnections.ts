import type { Server } from 'node:http'
import type { Socket } from 'node:net'

/**
 * The server's connections that have sent nothing yet. A browser opens some ahead of need
 * (preconnect), and Node's closeIdleConnections leaves them open: no request has begun on them, so
 * they are not idle in its sense. At shutdown one of them held server.close until the grace timer.
 */
export function silentConnections(server: Server) {
  const open = new Set<Socket>()
  server.on('connection', (socket) => {
    open.add(socket)
    socket.once('close', () => open.delete(socket))
  })
  const silentBefore = new WeakSet<Socket>()
  return {
    /**
     * Closes each connection that had sent nothing at the previous call and still has not: one
     * accepted a moment ago keeps a turn to send its request.
     */
    close(): void {
      for (const socket of open) {
        if (socket.bytesRead > 0) continue
        if (silentBefore.has(socket)) socket.destroy()
        else silentBefore.add(socket)
      }
    },
  }
}
