// Loaded with `node --import` by the npm scripts and the systemd units (tsx scripts, Payload's CLI,
// Playwright): outside Next, a module marked `import 'server-only'` runs on the server by
// definition, so the marker resolves as in a React Server Component, to the package's empty
// module. Next's build still rejects it in a client component; Vitest aliases it
// (vitest.config.mts).
// Both kinds of hooks: a `require` resolves in-thread (registerHooks); an `import` goes through
// the loader thread when tsx has one there (Payload's CLI does), which only `register` reaches.
import { register, registerHooks } from 'node:module'

export function resolve(specifier, context, nextResolve) {
  if (specifier !== 'server-only') return nextResolve(specifier, context)
  return nextResolve(specifier, { ...context, conditions: [...context.conditions, 'react-server'] })
}

// registered as `?hooks`, this file is loaded again on the loader's thread: only the hook there
if (!import.meta.url.endsWith('?hooks')) {
  registerHooks({ resolve })
  register(`${import.meta.url}?hooks`)
}
