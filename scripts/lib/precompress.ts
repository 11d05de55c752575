import { readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

import {
  ENCODING_SUFFIXES,
  listStaticFiles,
  PRECOMPRESSED_TYPES,
} from '../../src/platform/frontServer/staticFiles'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Under this size a file fits in one packet either way: Next sends it as it is. */
const MIN_BYTES = 1024

/**
 * Writes `<file>.br` (brotli quality 11) and `<file>.gz` (gzip -9) next to each script and
 * stylesheet of Next's build, for the edge to send as they are (src/platform/frontServer/staticFiles.ts).
 * zlib's thread pool compresses several files at once; ~3.5 s for the whole build on 2 cores.
 */
export async function precompressStatic(staticDir: string): Promise<void> {
  const files = listStaticFiles(staticDir)
    .map((file) => path.join(staticDir, file))
    .filter((file) => PRECOMPRESSED_TYPES[path.extname(file)] && statSync(file).size >= MIN_BYTES)
  await Promise.all(
    files.map(async (file) => {
      const body = readFileSync(file)
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
      ])
      writeFileSync(file + ENCODING_SUFFIXES.br, br)
      writeFileSync(file + ENCODING_SUFFIXES.gzip, gz)
    }),
  )
}
