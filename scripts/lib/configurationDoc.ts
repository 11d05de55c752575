import { configurationTable } from '../../src/platform/runtime/configuration'

/** Where docs/configuration.md holds the table written from src/platform/runtime/configuration.ts. */
export const CONFIGURATION_DOC = 'docs/configuration.md'
const START =
  '<!-- written by `npm run docs:configuration` from src/platform/runtime/configuration.ts -->'
const END = '<!-- end of the written table -->'

/** docs/configuration.md with its table written again from the declared variables. */
export function withConfigurationTable(markdown: string): string {
  const start = markdown.indexOf(START)
  const end = markdown.indexOf(END)
  if (start < 0 || end < start)
    throw new Error(`${CONFIGURATION_DOC} : les repères du tableau sont introuvables (${START})`)
  return `${markdown.slice(0, start + START.length)}\n${configurationTable()}\n${markdown.slice(end)}`
}
