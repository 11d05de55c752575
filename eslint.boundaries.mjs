// docs/architecture.md, « Which way imports go », as lint rules. Each block names the files it
// holds to and what they may not import (import/no-restricted-paths resolves `@/` through the
// TypeScript resolver eslint-config-next sets up):
//   screens and routes (src/app, features, admin) → src/data → src/services,
//   src/cache, src/forms → src/runtime (the process) → src/i18n → src/lib; src/compat is imported
//   by its own routes only; Payload's configuration (collections, globals, fields, access,
//   src/plugins) imports no reader, no screen and never @payload-config; src/lib is pure (no
//   process, browser, timer or I/O: boundaries/lib-pure); src/browser is the browser's only; a
//   client component imports no server module (its types excepted); src/ui (the site's kit) sits on
//   the words and src/lib; a feature (src/features/<name>) on the layers, the kit and src/lib, and
//   nothing below it imports one. Circles of files and of folders, and which files of a feature
//   the rest may import: scripts/check-imports.mjs.

// a home section's global (its fields and defaults) is in globals/sections, its component in
// src/sections
const SCREENS = ['./src/app', './src/sections', './src/admin']
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
// the rest of a feature: what Payload's configuration may not import
const FEATURE_CODE = ['./src/features/**/*.tsx', `./src/features/**/!(${FEATURE_CONFIG}).ts`]
const READERS = ['./src/data']
const CONFIG = ['./collections', './globals', './src/fields', './src/access', './payload.config.ts']
const SERVER = ['./src/services', './src/plugins']
// what src/lib sits under besides the layers: the words, the process, the browser, the edge
const ABOVE_LIB = ['./src/i18n', './src/runtime', './src/browser', './src/edge']
const LIB_PURE =
  '(docs/architecture.md) src/lib est pur : ni processus, ni navigateur, ni minuterie, ni E/S (src/runtime, src/browser)'

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
    'src/compat est importé par ses routes seulement',
    ['**/*.{ts,tsx,mts}'],
    ['./src/compat'],
    {
      ignores: ['src/compat/**', 'src/app/(compat)/**', 'tests/**', 'scripts/**'],
      payloadConfig: true,
    },
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
      './src/cache',
      './src/compat',
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
      './src/runtime',
      './src/browser',
      './src/edge',
      './src/cache',
      './src/compat',
    ],
  ),
  layer(
    'src/runtime : le processus, sous tout le serveur',
    ['src/runtime/**'],
    [
      ...SCREENS,
      ...UI,
      ...FEATURES,
      ...READERS,
      ...CONFIG,
      ...SERVER,
      './src/cache',
      './src/compat',
      './src/edge',
    ],
  ),
  layer(
    'src/browser : le navigateur, rien du serveur',
    ['src/browser/**'],
    [
      ...SCREENS,
      ...UI,
      ...FEATURES,
      ...READERS,
      ...CONFIG,
      ...SERVER,
      './src/runtime',
      './src/cache',
      './src/compat',
    ],
  ),
  {
    // pure: what src/lib computes depends on its arguments only, so the server, the browser, the
    // edge and the scripts share it; what reads the process lives in src/runtime, what needs the
    // browser in src/browser
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
    'src/forms : les contrats des formulaires publics, purs',
    ['src/forms/**'],
    [
      ...SCREENS,
      ...UI,
      ...FEATURES,
      ...READERS,
      ...CONFIG,
      ...SERVER,
      './src/cache',
      './src/compat',
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
      './src/runtime',
      './src/cache',
      './src/compat',
      './src/edge',
    ],
  ),
  layer(
    'src/features/offline : le navigateur (pages et service worker), rien du serveur',
    ['src/features/offline/**'],
    [...SCREENS, ...READERS, ...CONFIG, ...SERVER, './src/cache', './src/compat'],
  ),
  layer(
    'src/edge : le serveur de façade, sans fonctionnalité ni lecteur (il lit l’app par la boucle locale)',
    ['src/edge/**', 'server.ts'],
    [...UI, ...FEATURES, ...READERS, ...CONFIG, ...SERVER, './src/compat'],
  ),
  layer(
    'src/cache : ni lecteur, ni écran, ni config',
    ['src/cache/**'],
    [...SCREENS, ...UI, ...FEATURES, ...READERS, ...CONFIG, ...SERVER, './src/compat'],
  ),
  layer(
    'src/services : ni lecteur, ni écran, ni config',
    ['src/services/**'],
    [...SCREENS, ...UI, ...FEATURES, ...READERS, ...CONFIG, './src/compat'],
  ),
  layer(
    'src/data : aucun écran',
    ['src/data/**'],
    [...SCREENS, ...UI, ...FEATURES, './src/compat'],
    { payloadConfig: true },
  ),
  layer(
    'config Payload : aucun lecteur ni écran',
    [
      'collections/**',
      'globals/**',
      'src/fields/**',
      'src/access/**',
      'src/plugins/**',
      ...FEATURE_CONFIG_FILES,
    ],
    [...SCREENS, ...UI, ...FEATURE_CODE, ...READERS, './src/compat'],
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
                '@/data/**',
                '@/services/**',
                '@/plugins/**',
                '@/cache/**',
                '@/compat/**',
                '@/runtime/**',
                '@globals/**',
                '@collections/**',
                // a form's zod schema: its limits and types are in src/forms/<form>.ts
                '@/forms/*.schema',
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
