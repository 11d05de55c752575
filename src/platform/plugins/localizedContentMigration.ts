/**
 * What the localization's migration (#45, `*_localized_content`) does to the data, in SQL that
 * SQLite and PostgreSQL both read: every value that became localized is kept as the French one.
 * Payload's generated statements move the columns; these fill them in between.
 */

/** Each collection's columns that became localized, as they were named in its main table. */
const MOVED_COLUMNS: Record<string, string[]> = {
  departments: [
    'name',
    'description',
    'homepage_settings_homepage_title',
    'homepage_settings_homepage_description',
    'meta_title',
    'meta_description',
  ],
  equipment: ['name', 'description', 'meta_title', 'meta_description'],
  news: ['title', 'excerpt', 'content', 'search_text', 'meta_title', 'meta_description'],
  pages: ['title', 'intro', 'meta_title', 'meta_description'],
  projects: ['title', 'summary', 'content', 'testimonial_quote', 'meta_title', 'meta_description'],
}

/** A table of a collection and its versions' table, with their column names. */
const TABLES = Object.entries(MOVED_COLUMNS).flatMap(([table, columns]) => [
  { table, columns },
  { table: `_${table}_v`, columns: columns.map((column) => `version_${column}`) },
])

/** Lists of words (hasMany text: features, tags), every row of which is now in a language. */
const TEXT_TABLES = ['departments', 'equipment', 'news'].flatMap((table) => [
  `${table}_texts`,
  `_${table}_v_texts`,
])

/** A page's blocks and the pictures, machines and departments they name: the layout's. */
const BLOCKS = [
  'content',
  'media_with_text',
  'gallery',
  'call_to_action',
  'cards',
  'faq_items',
  'faq',
  'testimonials_items',
  'testimonials',
]
export const BLOCK_TABLES = BLOCKS.flatMap((block) => [
  `pages_blocks_${block}`,
  `_pages_v_blocks_${block}`,
])
const RELATION_TABLES = ['pages_rels', '_pages_v_rels']

const FRENCH = "'fr'"
const names = (columns: string[]) => columns.map((column) => `"${column}"`).join(', ')

/** The statements every localization migration runs (this one's, and the globals' #45 next). */
export const frenchIntoLocales = (table: string, columns: string[]) =>
  `INSERT INTO "${table}_locales" (${names(columns)}, "_locale", "_parent_id") SELECT ${names(columns)}, ${FRENCH}, "id" FROM "${table}"`

export const frenchRows = (table: string) => `UPDATE "${table}" SET "locale" = ${FRENCH}`

export const otherLanguagesOut = (table: string) =>
  `DELETE FROM "${table}" WHERE "locale" IS NOT NULL AND "locale" <> ${FRENCH}`

export const frenchFromLocales = (table: string, columns: string[]) =>
  `UPDATE "${table}" SET ${columns
    .map(
      (column) =>
        `"${column}" = (SELECT "${column}" FROM "${table}_locales" WHERE "_parent_id" = "${table}"."id" AND "_locale" = ${FRENCH})`,
    )
    .join(', ')}`

/** After the `*_locales` tables and the new `locale` columns exist, before the old columns go. */
export const TO_LOCALES: string[] = [
  ...TABLES.map(({ table, columns }) => frenchIntoLocales(table, columns)),
  ...[...TEXT_TABLES, ...RELATION_TABLES].map(frenchRows),
]

/** First thing going down: what was written in another language has nowhere to go. */
export const DROP_OTHER_LANGUAGES: string[] = [
  ...[...TEXT_TABLES, ...RELATION_TABLES].map(otherLanguagesOut),
  ...BLOCK_TABLES.map((table) => `DELETE FROM "${table}" WHERE "_locale" <> ${FRENCH}`),
]

/** Going down, once the old columns are back and before the `*_locales` tables go: the French. */
export const FROM_LOCALES: string[] = TABLES.map(({ table, columns }) =>
  frenchFromLocales(table, columns),
)

/**
 * `*_localized_slugs` (#45): each language's address. The machines', pages' and projects' slugs
 * (a department's address stays shared: the spec's short id) move into their
 * `*_locales` tables as the French one (a French row is added to an item that had none), and
 * come back from it going down (an English address has nowhere to go).
 */
const SLUG_TABLES = ['equipment', 'pages', 'projects'].flatMap((table) => [
  { table, column: 'slug' },
  { table: `_${table}_v`, column: 'version_slug' },
])

/**
 * A column moving into a `*_locales` table that already exists, as the French value (a French
 * row is added to an item that had none).
 */
const frenchIntoExistingLocales = ({ table, column }: { table: string; column: string }) => [
  `INSERT INTO "${table}_locales" ("_locale", "_parent_id") SELECT ${FRENCH}, "id" FROM "${table}" WHERE NOT EXISTS (SELECT 1 FROM "${table}_locales" WHERE "_parent_id" = "${table}"."id" AND "_locale" = ${FRENCH})`,
  `UPDATE "${table}_locales" SET "${column}" = (SELECT "${column}" FROM "${table}" WHERE "id" = "${table}_locales"."_parent_id") WHERE "_locale" = ${FRENCH}`,
]

export const SLUGS_TO_LOCALES: string[] = SLUG_TABLES.flatMap(frenchIntoExistingLocales)

export const SLUGS_FROM_LOCALES: string[] = SLUG_TABLES.map(({ table, column }) =>
  frenchFromLocales(table, [column]),
)

/**
 * `*_english_alt_and_testimonial` (#59: no French on an English page): a picture's alternative
 * text and a project's testimonial author get a version per language, the French being what was
 * there. The pictures had no `*_locales` table; the projects have one.
 */
const AUTHOR_TABLES = [
  { table: 'projects', column: 'testimonial_author' },
  { table: '_projects_v', column: 'version_testimonial_author' },
]

export const ALT_AND_AUTHOR_TO_LOCALES: string[] = [
  frenchIntoLocales('media', ['alt']),
  ...AUTHOR_TABLES.flatMap(frenchIntoExistingLocales),
]

export const ALT_AND_AUTHOR_FROM_LOCALES: string[] = [
  frenchFromLocales('media', ['alt']),
  ...AUTHOR_TABLES.map(({ table, column }) => frenchFromLocales(table, [column])),
]
