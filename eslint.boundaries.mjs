// docs/architecture.md, « Which way imports go », as lint rules. Each block names the files it
// holds to and what they may not import (import/no-restricted-paths resolves `@/` through the
// TypeScript resolver eslint-config-next sets up):
//   screens and routes (src/app, components, sections, admin, seo) → src/data → src/services,
//   src/cache, src/forms, src/lib; src/compat is imported by its own routes only; Payload's
//   configuration (collections, globals, sections' config, fields, access, src/plugins) imports
//   no reader, no screen and never @payload-config; src/lib is pure (no reader, service or
//   plugin); a client component imports no server module (its types excepted).

// a home section's folder holds its Payload config (config.ts, defaults.ts) beside its components
const SCREENS = ['./src/app', './src/components', './src/sections/**/*.tsx', './src/admin']
const READERS = ['./src/data', './src/seo']
const SECTION_CONFIG = [
  'src/sections/*/config.ts',
  'src/sections/*/defaults.ts',
  'src/sections/*/defaults.*.ts',
]
const CONFIG = [
  './collections',
  './globals',
  './src/fields',
  './src/access',
  './payload.config.ts',
  ...SECTION_CONFIG.map((glob) => `./${glob}`),
]
const SERVER = ['./src/services', './src/plugins']

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
    'src/lib est pur : ni lecteur, ni écran, ni service, ni config',
    ['src/lib/**'],
    [...SCREENS, ...READERS, ...CONFIG, ...SERVER, './src/cache', './src/compat'],
  ),
  layer(
    'src/forms : les contrats des formulaires publics, purs',
    ['src/forms/**'],
    [...SCREENS, ...READERS, ...CONFIG, ...SERVER, './src/cache', './src/compat'],
  ),
  layer(
    'src/offline : le navigateur (pages et service worker), rien du serveur',
    ['src/offline/**'],
    [...SCREENS, ...READERS, ...CONFIG, ...SERVER, './src/cache', './src/compat'],
  ),
  layer(
    'src/cache : ni lecteur, ni écran, ni config',
    ['src/cache/**'],
    [...SCREENS, ...READERS, ...CONFIG, ...SERVER, './src/compat'],
  ),
  layer(
    'src/services : ni lecteur, ni écran, ni config',
    ['src/services/**'],
    [...SCREENS, ...READERS, ...CONFIG, './src/compat'],
  ),
  layer('src/data : aucun écran', ['src/data/**'], [...SCREENS, './src/seo', './src/compat'], {
    payloadConfig: true,
  }),
  layer(
    'config Payload : aucun lecteur ni écran',
    [
      'collections/**',
      'globals/**',
      'src/fields/**',
      'src/access/**',
      'src/plugins/**',
      ...SECTION_CONFIG,
    ],
    [...SCREENS, ...READERS, './src/compat'],
  ),
  {
    name: 'boundaries/client',
    files: ['**/*.client.tsx', 'src/components/ui/**'],
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
                '@/seo/**',
                '@/lib/runtime',
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
