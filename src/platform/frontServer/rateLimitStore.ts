import type { IncrementResponse, Options, Store } from 'express-rate-limit'

import { callInternal } from './internalCall'

/**
 * express-rate-limit's store on the shared database (RATE_LIMIT_STORE=database), for several
 * instances: the edge asks its app over loopback (the internal rate-limit route), since the edge
 * does not load Payload. If the database cannot answer, the limiter lets the request through
 * (`passOnStoreError`): the login itself still has Payload's lockout.
 */
export class DatabaseRateLimitStore implements Store {
  localKeys = false
  private windowMs = 60_000

  constructor(
    private readonly port: number,
    /** The group of limited paths, so that each group counts apart. */
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs
  }

  async increment(key: string): Promise<IncrementResponse> {
    const { totalHits, resetTime } = (await this.call('increment', key)) as {
      totalHits: number
      resetTime: string
    }
    return { totalHits, resetTime: new Date(resetTime) }
  }

  async decrement(key: string): Promise<void> {
    await this.call('decrement', key)
  }

  async resetKey(key: string): Promise<void> {
    await this.call('reset', key)
  }

  private async call(action: 'increment' | 'decrement' | 'reset', key: string): Promise<unknown> {
    const response = await callInternal(this.port, 'rate-limit', {
      action,
      key: `${this.prefix}:${key}`,
      windowMs: this.windowMs,
    })
    const body = (await response.json()) as { data?: unknown; message?: string }
    if (!response.ok)
      throw new Error(`Compteurs partagés : HTTP ${response.status} ${body.message ?? ''}`)
    return body.data
  }
}
