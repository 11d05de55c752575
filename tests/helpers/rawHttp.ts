import { request, type Server } from 'node:http'
import { type AddressInfo, connect } from 'node:net'

import { type Answer, readAnswer } from '../../scripts/lib/httpAnswer'

/** Listens on a free loopback port; resolves the server's base URL. */
export async function listenOnLoopback(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/**
 * Requests exactly as written, and the answer's bytes as sent: fetch resolves `/./` and `%2e`
 * segments itself, so what an attacker's raw client sends to the server never leaves it, and it
 * decodes a compressed body and adds its own cache headers.
 */
export function rawRequest(
  base: string,
  method: string,
  path: string,
  body = '',
  headers: Record<string, string> = { 'content-type': 'application/json' },
): Promise<Answer> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    const sent = request({ host: hostname, port, method, path, headers }, (answer) => {
      void readAnswer(answer).then(resolve, reject)
    })
    sent.on('error', reject)
    sent.end(body)
  })
}

const CHUNK = Buffer.alloc(64 * 1024, 'a')

/**
 * Sends up to `totalBytes` as a chunked body (no Content-Length), as fast as the server reads
 * it, and reports the answer's status line and how much was written before the server closed.
 */
export function floodChunked(
  base: string,
  path: string,
  totalBytes: number,
): Promise<{ statusLine: string; sentBytes: number }> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname)
    let answer = ''
    let sentBytes = 0
    let done = false
    const finish = () => {
      if (done) return
      done = true
      socket.destroy()
      resolve({ statusLine: answer.split('\r\n')[0] ?? '', sentBytes })
    }
    socket.on('data', (data) => {
      answer += data.toString('latin1')
      // a server that read the whole body answers after it and keeps the connection
      if (sentBytes >= totalBytes && answer.includes('\r\n\r\n')) finish()
    })
    setTimeout(finish, 60_000).unref()
    socket.on('error', finish)
    socket.on('close', finish)
    const pump = () => {
      while (!done && sentBytes < totalBytes) {
        sentBytes += CHUNK.length
        const more = socket.write(`${CHUNK.length.toString(16)}\r\n${CHUNK.toString()}\r\n`)
        if (!more) return void socket.once('drain', pump)
      }
      if (!done) socket.write('0\r\n\r\n')
    }
    socket.on('connect', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n` +
          'Transfer-Encoding: chunked\r\n\r\n',
      )
      pump()
    })
  })
}
