// docs/architecture.md, « Which way imports go », as lint rules. Each block names the files it
// holds to and what they may not import (import/no-restricted-paths resolves `@/` through the
// TypeScript resolver eslint-config-next sets up):
//   routes (src/app) → features (src/features/<name>) → the kits (src/admin, the back office's,
//   which imports no feature; src/ui, the site's, on the words and src/lib) → the platform
//   (src/platform: src/platform/data → src/platform/services, src/platform/cache,
//   src/platform/forms → src/platform/runtime, the process) → src/i18n → src/lib; the platform
//   imports no feature; src/platform/api (the /api router) is imported by its routes and the
//   features' API files only; Payload's configuration (the features' config.ts,
//   src/platform/fields, src/platform/access, src/platform/plugins) imports no reader, no screen
//   and never @payload-config; src/lib is pure (no process, browser, timer or I/O:
//   boundaries/lib-pure); src/platform/browser is the browser's only; a client component imports
//   no server module (its types excepted). Circles of files and of folders, and which files of a
//   feature the rest may import: scripts/check-imports.mjs.

// what the layers under the kits may not import: the routes and the back office's kit
const SCREENS = ['./src/app', './src/admin']
// the site's kit of small components (and its words' provider): on the words and src/lib only
const UI = ['./src/ui']
// a feature's folder (src/features/<name>: its config, code and screens side by side); which of
// its files the rest may import, and the circles between features: scripts/check-imports.mjs
const FEATURES = ['./src/features']
// a feature's Payload configuration (its globals' and collections' `config.ts`, their parts in
// `<part>.config.ts`, defaults, the home's list of sections and the calculator's rows): what
// payload.config.ts assembles, held to Payload's configuration rules
const FEATURE_CONFIG = 'config|*.config|defaults|defaults.en|sections|machineRows'
const FEATURE_CONFIG_FILES = [`src/features/**/@(${FEATURE_CONFIG}).ts`]
// a feature's part of the /api contract: its routes and the shapes they answer
const FEATURE_API = '@(api|*Api|apiShape)'
// what of a feature Payload's configuration may not import: its screens and its /api files. The
// server work a collection's hooks and endpoints run (a quote's sending, its reminders) it may:
// that takes Payload as an argument, and one that reached the running app would close a circle
// through payload.config.ts, which scripts/check-imports.mjs refuses
const FEATURE_SCREENS = ['./src/features/**/*.tsx', `./src/features/*/${FEATURE_API}.ts`]
const READERS = ['./src/platform/data']
const CONFIG = ['./src/platform/fields', './src/platform/access', './payload.config.ts']
const SERVER = ['./src/platform/services', './src/platform/plugins']
// what src/lib sits under besides the layers: the words, the process, the browser, the front server
const ABOVE_LIB = [
  './src/i18n',
  './src/platform/runtime',
  './src/platform/browser',
  './src/platform/frontServer',
]
const LIB_PURE =
  '(docs/architecture.md) src/lib est pur : ni processus, ni navigateur, ni minuterie, ni E/S (src/platform/runtime, src/platform/browser)'

const noPayloadConfig = (layer) => ({
  'no-restricted-imports': [
    'error',
    { paths: [{ name: '@payload-config', message: `${layer} : jamais la config Payload` }] },
  ],
})

/**
 * import/no-restricted-paths takes either paths or globs, not both: a folder becomes every file
 * under it, a file a one-file glob.
 */
const asGlob = (path) =>
  /[*{}@]/.test(path) ? path : path.endsWith('.ts') ? path.replace(/\.ts$/, '.@(ts)') : `${path}/**`

/** `files` may import nothing from the folders of `from`. */
function layer(name, files, from, { ignores = [], payloadConfig = false } = {}) {
  return {
    name: `boundaries/${name}`,
    files,
    ignores,
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './', from: from.map(asGlob), message: `(docs/architecture.md) ${name}` },
          ],
        },
      ],
      ...(payloadConfig ? {} : noPayloadConfig(name)),
    },
  }
}

export const boundaries = [
  layer(
    'src/platform/api (le routeur de /api) est importé par ses routes et les API des fonctionnalités',
    ['**/*.{ts,tsx,mts}'],
    ['./src/platform/api'],
    {
      ignores: [
        'src/platform/api/**',
        'src/app/(api)/**',
        // a feature's /api routes (`api.ts`, `adminApi.ts`, `customerApi.ts`) and their shapes
        `src/features/*/${FEATURE_API}.ts`,
        'tests/**',
        'scripts/**',
      ],
      payloadConfig: true,
    },
  ),
  // the layers below override these two with their own lists, which hold them
  layer(
    'src/platform : la plate-forme n’importe aucune fonctionnalité ni écran (elles s’y inscrivent)',
    ['src/platform/**'],
    [...SCREENS, ...FEATURES, './src/platform/api'],
    { ignores: ['src/platform/api/**'], payloadConfig: true },
  ),
  layer(
    'src/platform/api : le routeur de /api n’importe aucune fonctionnalité (elles y ajoutent leurs routes)',
    ['src/platform/api/**'],
    [...SCREENS, ...FEATURES],
    { payloadConfig: true },
  ),
  layer(
    'src/admin : le cadre du back-office (menu, cellules, panneaux), sous les écrans des fonctionnalités',
    ['src/admin/**'],
    [...FEATURES, './src/app', './src/platform/api'],
    { payloadConfig: true },
  ),
  layer(
    'src/lib est pur : ni lecteur, ni écran, ni service, ni config, ni mots',
    ['src/lib/**'],
    [
      ...SCREENS,
      ...UI,
      ...FEATURES,
      ...READERS,
      ...CONFIG,
      ...SERVER,
      ...ABOVE_LIB,
      './src/platform/cache',
      './src/platform/api',
    ],
  ),
  layer(
    'src/i18n : les mots, sur src/lib seulement',
    ['src/i18n/**'],
    [
      ...SCREENS,
      ...UI,
      ...FEATURES,
      ...READERS,
      ...CONFIG,
      ...SERVER,
      './src/platform/runtime',
      './src/platform/browser',
      './src/platform/frontServer',
      './src/platform/cache',
      './src/platform/api',
    ],
  ),
  layer(
    'src/platform/runtime : le processus, sous tout le serveur',
    ['src/platform/runtime/**'],
    [
      ...SCREENS,
      ...UI,
      ...FEATURES,
      ...READERS,
      ...CONFIG,
      ...SERVER,
      './src/platform/cache',
      './src/platform/api',
      './src/platform/frontServer',
    ],
  ),
  layer(
    'src/platform/browser : le navigateur, rien du serveur',
    ['src/platform/browser/**'],
    [
      ...SCREENS,
      ...UI,
      ...FEATURES,
      ...READERS,
      ...CONFIG,
      ...SERVER,
      './src/platform/runtime',
      './src/platform/cache',
      './src/platform/api',
    ],
  ),
  {
    // pure: what src/lib computes depends on its arguments only, so the server, the browser, the
    // edge and the scripts share it; what reads the process lives in src/platform/runtime, what needs the
    // browser in src/platform/browser
    name: 'boundaries/lib-pure',
    files: ['src/lib/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...[
          'process',
          'window',
          'document',
          'navigator',
          'location',
          'localStorage',
          'sessionStorage',
          'fetch',
          'XMLHttpRequest',
          'WebSocket',
          'EventSource',
          'setTimeout',
          'setInterval',
          'setImmediate',
          'queueMicrotask',
          'requestAnimationFrame',
          'requestIdleCallback',
          'Buffer',
          'require',
        ].map((name) => ({ name, message: LIB_PURE })),
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'fs/*', 'path', 'os', 'crypto', 'events', 'child_process'],
              message: LIB_PURE,
            },
            {
              group: ['next', 'next/*', 'payload', 'payload/*', '@payloadcms/*'],
              allowTypeImports: true,
              message: LIB_PURE,
            },
          ],
        },
      ],
    },
  },
  layer(
    'src/platform/forms : les contrats des formulaires publics, purs',
    ['src/platform/forms/**'],
    [
      ...SCREENS,
      ...UI,
      ...FEATURES,
      ...READERS,
      ...CONFIG,
      ...SERVER,
      './src/platform/cache',
      './src/platform/api',
    ],
  ),
  layer(
    'src/ui : le kit du site, sur les mots et src/lib seulement',
    ['src/ui/**'],
    [
      ...SCREENS,
      ...FEATURES,
      ...READERS,
      ...CONFIG,
      ...SERVER,
      './src/platform/runtime',
      './src/platform/cache',
      './src/platform/api',
      './src/platform/frontServer',
    ],
  ),
  layer(
    'src/features/offline : le navigateur (pages et service worker), rien du serveur',
    ['src/features/offline/**'],
    [...SCREENS, ...READERS, ...CONFIG, ...SERVER, './src/platform/cache', './src/platform/api'],
  ),
  layer(
    'src/platform/frontServer : le serveur de façade, sans fonctionnalité ni lecteur (il lit l’app par la boucle locale)',
    ['src/platform/frontServer/**', 'server.ts'],
    [...UI, ...FEATURES, ...READERS, ...CONFIG, ...SERVER, './src/platform/api'],
  ),
  layer(
    'src/platform/cache : ni lecteur, ni écran, ni config',
    ['src/platform/cache/**'],
    [...SCREENS, ...UI, ...FEATURES, ...READERS, ...CONFIG, ...SERVER, './src/platform/api'],
  ),
  layer(
    'src/platform/services : ni lecteur, ni écran, ni config',
    ['src/platform/services/**'],
    [...SCREENS, ...UI, ...FEATURES, ...READERS, ...CONFIG, './src/platform/api'],
  ),
  layer(
    'src/platform/data : aucun écran',
    ['src/platform/data/**'],
    [...SCREENS, ...UI, ...FEATURES, './src/platform/api'],
    { payloadConfig: true },
  ),
  layer(
    'config Payload : aucun lecteur ni écran',
    [
      'src/platform/fields/**',
      'src/platform/access/**',
      'src/platform/plugins/**',
      ...FEATURE_CONFIG_FILES,
    ],
    [...SCREENS, ...UI, ...FEATURE_SCREENS, ...READERS, './src/platform/api'],
  ),
  {
    name: 'boundaries/client',
    files: ['**/*.client.tsx', 'src/ui/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/platform/data/**',
                '@/platform/services/**',
                '@/platform/plugins/**',
                '@/platform/cache/**',
                '@/platform/api/**',
                '@/platform/runtime/**',
                // a form's zod schema: its limits and types are in src/platform/forms/<form>.ts
                '@/platform/forms/*.schema',
                '@payload-config',
                'payload',
                'node:*',
              ],
              allowTypeImports: true,
              message: '(docs/architecture.md) un composant client n’importe aucun module serveur',
            },
          ],
        },
      ],
    },
  },
]
