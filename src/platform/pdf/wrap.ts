import type { PDFFont, RGB } from 'pdf-lib'

export type TextStyle = { font: PDFFont; size: number; color: RGB }

/** Greedy word wrap of one WinAnsi-safe paragraph; a word wider than the line is cut. */
export function wrapLine(text: string, style: TextStyle, maxWidth: number): string[] {
  const fits = (value: string) => style.font.widthOfTextAtSize(value, style.size) <= maxWidth
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (fits(candidate)) {
      line = candidate
      continue
    }
    if (line) lines.push(line)
    line = word
    while (line.length > 1 && !fits(line)) {
      let cut = line.length - 1
      while (cut > 1 && !fits(line.slice(0, cut))) cut -= 1
      lines.push(line.slice(0, cut))
      line = line.slice(cut)
    }
  }
  if (line) lines.push(line)
  return lines
}
