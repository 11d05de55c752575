/**
 * A stored copyright line kept true as years pass: « © 2024 BK » reads « © 2024–2026 BK » in
 * 2026, the first year the team wrote staying in it (the spec's default says 2024). A range
 * already written, or a year not past, is left as it is.
 */
export function copyrightThrough(text: string, year: number): string {
  return text.replace(
    /©(\s*)(\d{4})(?!\s*[–-]\s*\d)(?!\d)/,
    (line, space: string, first: string) =>
      Number(first) < year ? `©${space}${first}–${year}` : line,
  )
}
