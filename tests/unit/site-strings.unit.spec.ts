// features: site, platform
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

import { dictionaries } from '@/i18n/site'

/**
 * #45: every word a visitor reads comes from the site's dictionaries (`src/i18n/site`), so a
 * language is one more dictionary. This walks the public site's features and kit and fails on a French
 * literal left in one: text between tags, a visible attribute (aria-label, title, placeholder,
 * alt, label…), a `label`/`title`/`text` property, any string with a French letter or word, or
 * an import of the admin's French strings or of its French names of the spec's enumerations.
 */
const ROOTS = ['src/features', 'src/ui', 'src/app/(frontend)', 'src/app/(languages)']
/**
 * Payload’s configuration of a feature (the admin, in French: `config.ts`, `<part>.config.ts`),
 * a section's default content, in each language, and a feature's part of the /api contract
 * (`api.ts`, `adminApi.ts`, `customerApi.ts`, `apiShape.ts`), French as the specification has it.
 */
const NOT_SITE_TEXT =
  /(?:^|\/)(?:(?:[\w-]+\.)?config|defaults(?:\.[a-z]{2})?|catalog|api|\w+Api|apiShape)\.tsx?$/

/** A feature's back-office screens (`src/features/<name>/admin/`): the admin stays in French. */
const ADMIN_SCREEN = /(?:^|\/)features\/[^/]+\/admin\//

/**
 * What answers the team, whose admin stays in French: /apercu, the pipeline's report, the quotes'
 * server work (the history's notes, the team's reminders and mails, the log's masked token, the
 * stamp's warning; the customer's errors are the /api contract's French, as the specification
 * has it), the team's accounts and statistics, the rentals' bookings and labels. Each such file
 * says so on its first line; a component (`.tsx`) never may.
 */
const TEAM_FACING = /^\/\/ audience: the team\b/
const teamFacing = (file: string) => TEAM_FACING.test(readFileSync(file, 'utf8'))

const VISIBLE_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'title',
  'placeholder',
  'alt',
  'label',
  'description',
  'actionLabel',
  'badge',
])
/** Names that every language writes the same way. */
const NAMES = new Set(['WhatsApp'])
const VISIBLE_PROPERTIES = new Set(['label', 'title', 'text', 'description', 'placeholder'])
const FRENCH_LETTER = /[àâçéèêëîïôûùüÿœÀÂÇÉÈÊËÎÏÔÛÙÜŸŒ«»’]/
const FRENCH_WORD =
  /(?:^|[\s(])(?:le|la|les|un|une|des|du|de|et|ou|pour|sur|par|avec|votre|vos|nous|est|au|aux|dans|[ldjnqs]')\s/i
const LETTER = /\p{L}/u
/** Prose rather than a key ('privacy', 'h3'): a capital, a space or a French letter. */
const PROSE = /[\p{Lu}\s]|[àâçéèêëîïôûùüÿœ]/u
/** The French-only strings of the admin and the /api contract. */
const FRENCH_ONLY_MODULES = /^@\/i18n\/frenchOnly$/
/** The admin's French names of the spec's enumerations (the dictionaries' `labels` translate them). */
const FRENCH_LABELS = /_LABELS?$|_STEPS$/

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !NOT_SITE_TEXT.test(full) && !ADMIN_SCREEN.test(full)
      ? [full]
      : []
  })

const attributeName = (node: ts.Node): string | null => {
  const parent = node.parent
  if (ts.isJsxAttribute(parent)) return parent.name.getText()
  if (ts.isJsxExpression(parent) && ts.isJsxAttribute(parent.parent))
    return parent.parent.name.getText()
  return null
}

const propertyName = (node: ts.Node): string | null =>
  ts.isPropertyAssignment(node.parent) && node.parent.initializer === node
    ? node.parent.name.getText()
    : null

/** Strings that are code: modules, directives, types, keys, comparisons, thrown errors. */
const isCode = (node: ts.Node): boolean => {
  const parent = node.parent
  return (
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isExpressionStatement(parent) ||
    ts.isLiteralTypeNode(parent) ||
    ts.isExternalModuleReference(parent) ||
    (ts.isPropertyAssignment(parent) && parent.name === node) ||
    ts.isElementAccessExpression(parent) ||
    (ts.isBinaryExpression(parent) && parent.operatorToken.kind !== ts.SyntaxKind.PlusToken) ||
    ts.isCaseClause(parent) ||
    (ts.isNewExpression(parent) && parent.expression.getText() === 'Error') ||
    // the server's log, read by whoever runs it (afterAnswer's second argument names the work)
    (ts.isCallExpression(parent) &&
      /^(console\.|logReadFailure$|afterAnswer$)/.test(parent.expression.getText()))
  )
}

function frenchLiterals(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const report = (node: ts.Node, text: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart())
    found.push(`${file}:${line + 1} ${JSON.stringify(text.trim())}`)
  }
  const visit = (node: ts.Node) => {
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      FRENCH_ONLY_MODULES.test(node.moduleSpecifier.text)
    ) {
      report(node, `French only: ${node.moduleSpecifier.text}`)
    } else if (
      ts.isImportSpecifier(node) &&
      FRENCH_LABELS.test(node.name.text) &&
      !node.isTypeOnly &&
      (node.parent.parent.parent as ts.ImportDeclaration).moduleSpecifier.getText() ===
        "'@/lib/labels'"
    ) {
      report(node, `French labels: ${node.name.text}`)
    } else if (ts.isJsxText(node)) {
      if (LETTER.test(node.text) && !NAMES.has(node.text.trim())) report(node, node.text)
    } else if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      const literal =
        ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)
      const owner = literal ? node.parent.parent : node
      const attribute = attributeName(owner)
      const visible =
        (attribute !== null && VISIBLE_ATTRIBUTES.has(attribute)) ||
        VISIBLE_PROPERTIES.has(propertyName(owner) ?? '')
      const french = FRENCH_LETTER.test(node.text) || FRENCH_WORD.test(node.text)
      const classes = attribute === 'className'
      if (
        !classes &&
        !isCode(owner) &&
        LETTER.test(node.text) &&
        ((visible && PROSE.test(node.text)) || french)
      )
        report(node, node.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('the public site’s words', () => {
  const files = ROOTS.flatMap((root) => sourceFiles(root))

  it('come from the dictionaries: no French literal is left in a component', () => {
    const left = files.filter((file) => !teamFacing(file)).flatMap(frenchLiterals)
    expect(left).toEqual([])
    expect(files.filter((file) => file.endsWith('.tsx') && teamFacing(file))).toEqual([])
  })

  it('finds what it must: a literal in each form it looks for', () => {
    const probe = path.join(import.meta.dirname, 'fixtures', 'french-literals.tsx')
    expect(frenchLiterals(probe).map((line) => line.replace(/^[^ ]+ /, ''))).toEqual([
      '"French labels: EQUIPMENT_CATEGORY_LABELS"',
      '"Tous"',
      '"Demander un devis"',
      '"Galerie"',
      '"Catégories d’équipements"',
      '"Découvrir"',
      '"Voir les équipements"',
    ])
  })

  it('have every key in every language, and the same kind of value', () => {
    const shape = (tree: unknown): unknown =>
      typeof tree === 'object' && tree !== null
        ? Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, shape(value)]))
        : typeof tree
    const [first, ...others] = Object.values(dictionaries)
    for (const other of others) expect(shape(other)).toEqual(shape(first))
  })
})
