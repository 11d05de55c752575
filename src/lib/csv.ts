/** A CSV cell: quoted, inner quotes doubled; a leading = + - @ is defused for spreadsheets. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return `"${safe.replace(/"/g, '""')}"`
}

/** A line of cells as the exports write it for Excel in French: « ; » between, CRLF after. */
export const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(';')}\r\n`
