import path from 'node:path'

import { DATA_DIR } from '@/platform/runtime/environment'

/** Where the yard's photos and signatures are kept on disk (and in the backups). */
export const YARD_PHOTOS_DIR = path.join(DATA_DIR, 'yard-photos')
