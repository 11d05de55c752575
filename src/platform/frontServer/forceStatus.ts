import type { ServerResponse } from 'node:http'

/** Lets Next render the answer, but sends it with `status` whatever status Next sets, never cached. */
export function forceStatus(res: ServerResponse, status: number): void {
  res.setHeader('cache-control', 'no-store')
  const writeHead = res.writeHead.bind(res) as (
    status: number,
    ...rest: unknown[]
  ) => ServerResponse
  res.writeHead = ((_status: number, ...rest: unknown[]) => {
    res.setHeader('cache-control', 'no-store')
    return writeHead(status, ...rest)
  }) as typeof res.writeHead
}
