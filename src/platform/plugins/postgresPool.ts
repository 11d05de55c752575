import 'server-only'

import pg, { type PoolConfig } from 'pg'

/**
 * node-postgres with a pool that survives its idle connections being cut (PostgreSQL restarted
 * or failed over, a proxy's idle timeout): the pool emits each such loss as an 'error' event,
 * which with no listener is an uncaught exception and stops the whole site. Payload's adapter
 * listens on the one client it keeps, not on its pool. The pool drops the dead connection and
 * opens another at the next query.
 */
class ResilientPool extends pg.Pool {
  constructor(config?: PoolConfig) {
    super(config)
    this.on('error', (error) =>
      console.warn(`Connexion PostgreSQL perdue (${error.message}) : une autre sera ouverte.`),
    )
  }
}

export const resilientPg: typeof pg = { ...pg, Pool: ResilientPool }
