// features: site, platform
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * #45: a third language is its dictionary and its line in SITE_LANGUAGES, then the registry's
 * line the type check asks for, the regenerated types (Payload's, the /api's), and PostgreSQL's migration of its
 * list of languages (which `migrations.int` demands). This adds a test language, `xx`, to a copy
 * of the code as a developer would (docs/public-site.md, « To add a language »), type-checks the copy and
 * asks it for the language's pages: no route, no table of addresses, nothing else to write.
 */
const root = process.cwd()
const copy = mkdtempSync(path.join(tmpdir(), 'bk-third-language-'))
const inCopy = (file: string) => path.join(copy, file)
/** The children run in the copy, with the project's server-only hook (npm scripts name it relatively). */
const env = {
  ...process.env,
  NODE_OPTIONS: `--no-deprecation --import=${path.join(root, 'scripts/register/server-only.mjs')} --conditions=development`,
}

function edit(file: string, from: string, to: string) {
  const text = readFileSync(inCopy(file), 'utf8')
  expect(text, file).toContain(from)
  writeFileSync(inCopy(file), text.replace(from, to))
}

beforeAll(() => {
  const entries = ['src', 'payload.config.ts', 'server.ts', 'tsconfig.json']
  for (const entry of [...entries, 'scripts', 'package.json', '.prettierrc.json'])
    cpSync(path.join(root, entry), inCopy(entry), { recursive: true })
  symlinkSync(path.join(root, 'node_modules'), inCopy('node_modules'))

  // 1. the dictionary: English's words, its own for the addresses
  writeFileSync(
    inCopy('src/i18n/site/xx.ts'),
    `import { en } from './en'
import type { SiteText } from './fr'

export const xx: SiteText = {
  ...en,
  meta: { label: 'Xxxx', htmlLang: 'xx', intl: 'en-GB', colon: ': ' },
  addresses: {
    pages: Object.fromEntries(
      Object.entries(en.addresses.pages).map(([french, word]) => [french, 'xx-' + word]),
    ) as SiteText['addresses']['pages'],
    unsubscribe: 'xx-unsubscribe',
  },
}
`,
  )
  // 2. its line in SITE_LANGUAGES
  edit('src/lib/locales.ts', "en: 'Anglais' }", "en: 'Anglais', xx: 'Test' }")
  // 3. the registry's line, which the type check asks for
  edit('src/i18n/site/dictionaries.ts', '= { fr, en }', '= { fr, en, xx }')
  edit(
    'src/i18n/site/dictionaries.ts',
    "import { en } from './en'",
    "import { en } from './en'\nimport { xx } from './xx'",
  )
  // 4. npm run generate:types
  const generated = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/payload/bin.js'), 'generate:types'],
    {
      cwd: copy,
      encoding: 'utf8',
      env,
    },
  )
  expect(generated.status, generated.stderr).toBe(0)
  expect(readFileSync(inCopy('src/generated/payload-types.ts'), 'utf8')).toContain("'xx'")
  // 5. npm run api:types (the /api contract's `?locale=` and forms' `locale` name the languages)
  const apiTypes = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/api-types.ts'],
    { cwd: copy, encoding: 'utf8', env },
  )
  expect(apiTypes.status, apiTypes.stderr).toBe(0)
}, 120_000)

afterAll(() => rmSync(copy, { recursive: true, force: true }))

describe('a third language', () => {
  it('type-checks with nothing else changed', () => {
    writeFileSync(
      inCopy('tsconfig.check.json'),
      JSON.stringify({
        extends: './tsconfig.json',
        compilerOptions: { incremental: false, plugins: [] },
        include: ['**/*.ts', '**/*.tsx'],
        exclude: ['node_modules'],
      }),
    )
    const checked = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', inCopy('tsconfig.check.json')],
      { cwd: copy, encoding: 'utf8', env },
    )
    expect(checked.stdout + checked.stderr).toBe('')
    expect(checked.status).toBe(0)
  }, 240_000)

  it('has its pages at its own words, its reserved code, and its place in Payload’s languages', () => {
    writeFileSync(
      inCopy('ask.ts'),
      `import { frenchPathOf, languageRoute, localizedPath } from '@/i18n/site/addresses'
import { OTHER_SITE_LOCALES } from '@/lib/locales'
import { RESERVED_PAGE_SLUGS } from '@/lib/pagePaths'
import { contentLocalization } from '@/platform/plugins/localization'

console.log(JSON.stringify({
  address: localizedPath('/equipements/pelle?category=ENGIN', 'xx' as never),
  back: frenchPathOf('/xx/xx-equipment/pelle'),
  served: languageRoute('/xx/xx-equipment/pelle'),
  home: languageRoute('/xx'),
  ownWords: languageRoute('/xx/equipements/pelle'),
  unsubscribe: localizedPath('/newsletter/desinscription?token=t', 'xx' as never),
  others: OTHER_SITE_LOCALES,
  reserved: RESERVED_PAGE_SLUGS.includes('xx'),
  payload: contentLocalization.locales,
}))
`,
    )
    const asked = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/tsx/dist/cli.mjs'),
        '--tsconfig',
        inCopy('tsconfig.json'),
        inCopy('ask.ts'),
      ],
      { cwd: copy, encoding: 'utf8', env },
    )
    expect(asked.stderr).toBe('')
    expect(JSON.parse(asked.stdout)).toEqual({
      address: '/xx/xx-equipment/pelle?category=ENGIN',
      back: { locale: 'xx', path: '/equipements/pelle' },
      // the French page under the language's code: src/app/(languages)/[first] serves it
      served: { rewrite: '/xx/equipements/pelle' },
      home: null,
      ownWords: { redirect: '/xx/xx-equipment/pelle' },
      unsubscribe: '/xx/xx-newsletter/xx-unsubscribe?token=t',
      others: ['en', 'xx'],
      reserved: true,
      payload: [
        { code: 'fr', label: 'Français' },
        { code: 'en', label: 'Anglais' },
        { code: 'xx', label: 'Test' },
      ],
    })
  }, 60_000)
})
