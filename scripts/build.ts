/** `npm run build`: the production build, skipped when the sources have not changed. */
import { buildIfNeeded } from './lib/build'

await buildIfNeeded()
