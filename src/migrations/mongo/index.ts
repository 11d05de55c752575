// MongoDB needs no schema migrations; data migrations for it go here (run by scripts/prepare-db.ts).
import * as subscribersConfirmed from './20261124_subscribers_confirmed'

export const migrations = [
  {
    name: '20261124_subscribers_confirmed',
    up: subscribersConfirmed.up,
    down: subscribersConfirmed.down,
  },
]
