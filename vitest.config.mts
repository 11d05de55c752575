import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'

import { INT_DATA_DIR } from './tests/helpers/intDataDir'

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    environment: 'node',
    include: ['tests/int/**/*.int.spec.ts'],
    globalSetup: ['./tests/helpers/freshIntDatabase.ts'],
    // one SQLite file for the suite: files run one after the other
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // every quote of the suite comes from one client: its acknowledgement budget is tested apart
    env: { DATA_DIR: INT_DATA_DIR, DISABLE_PAYLOAD_HMR: 'true', QUOTE_ACK_MAX_PER_CLIENT: '10000' },
  },
})
