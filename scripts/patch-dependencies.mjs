/**
 * Applies the edits of patches/payload.mjs to node_modules (the postinstall). An edit already
 * made is left as it is; a text found neither as released nor as edited (another version, an
 * edit that no longer fits) stops the install with what to look at.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { payloadEdits } from '../patches/payload.mjs'

// not import.meta.dirname: the install may run on a Node older than 20.11
const root = fileURLToPath(new URL('..', import.meta.url))

const count = (text, part) => text.split(part).length - 1

for (const edit of payloadEdits) {
  const folder = join(root, 'node_modules', edit.package)
  const { version } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'))
  if (version !== edit.version)
    throw new Error(
      `${edit.package} ${version} installé, les retouches de patches/payload.mjs sont pour ${edit.version} : ${edit.why}`,
    )
  const path = join(folder, edit.file)
  let text = readFileSync(path, 'utf8')
  for (const [before, after] of edit.replace) {
    if (text.includes(after)) continue
    const found = count(text, before)
    if (found !== 1)
      throw new Error(
        `${edit.package}/${edit.file} : « ${before.slice(0, 80)} » ${found === 0 ? 'introuvable' : `trouvé ${found} fois`} (${edit.why})`,
      )
    // a function, so that a `$` in the new text is taken as it is
    text = text.replace(before, () => after)
  }
  writeFileSync(path, text)
}
