import 'server-only'

import { sql } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

type Operator = (column: unknown, value: unknown) => unknown
type WithOperators = { name: string; operators: Record<string, Operator> }

/** `%` and `_` are LIKE's wildcards, `\` the escape character we declare. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

/**
 * The pattern Payload builds for a search (`%word%`: `like`, `contains`, `not_like`) with the
 * word's own `%`, `_` and `\` made literal; any other value as it came.
 */
function literalPattern(value: unknown): unknown {
  if (
    typeof value !== 'string' ||
    value.length < 2 ||
    !value.startsWith('%') ||
    !value.endsWith('%')
  )
    return value
  return `%${escapeLike(value.slice(1, -1))}%`
}

/**
 * Payload's SQL adapters pass a searched word into LIKE as it is, so `%` and `_` were wildcards
 * (#58: `?search=%%` listed every article). PostgreSQL's ILIKE escapes with `\` by default;
 * SQLite's LIKE has no escape character unless the query names one, so its operators are
 * written here with `ESCAPE '\'`. MongoDB's adapter builds regular expressions of its own.
 */
export function literalLikes(adapter: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args)
      const target = db as unknown as WithOperators
      const { name, operators } = target
      // a new map: PostgreSQL's adapter shares one module-wide
      if (name === 'sqlite') {
        const escaped =
          (not: boolean): Operator =>
          (column, value) =>
            not
              ? sql`${column} not like ${literalPattern(value)} escape '\\'`
              : sql`${column} like ${literalPattern(value)} escape '\\'`
        target.operators = {
          ...operators,
          like: escaped(false),
          contains: escaped(false),
          not_like: escaped(true),
        }
      } else if (name === 'postgres') {
        const escaped =
          (original: Operator): Operator =>
          (column, value) =>
            original(column, literalPattern(value))
        target.operators = {
          ...operators,
          like: escaped(operators.like!),
          contains: escaped(operators.contains!),
          not_like: escaped(operators.not_like!),
        }
      }
      return db
    },
  }
}
