import type { IncomingHttpHeaders, IncomingMessage } from 'node:http'

/** An HTTP answer as it came over the wire: status, headers and the body's bytes, undecoded. */
export type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer }

/** Reads a node:http answer to its end. */
export function readAnswer(answer: IncomingMessage): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    answer.on('data', (chunk: Buffer) => chunks.push(chunk))
    answer.on('end', () =>
      resolve({
        status: answer.statusCode ?? 0,
        headers: answer.headers,
        body: Buffer.concat(chunks),
      }),
    )
    answer.on('error', reject)
  })
}
