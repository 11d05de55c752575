import { rgb } from 'pdf-lib'

import type { TextStyle } from './wrap'

/** Colours and text styles of the catalogue (the site's blues, green/orange status). */
export const COLORS = {
  ink: rgb(0.06, 0.09, 0.16),
  muted: rgb(0.28, 0.33, 0.41),
  brand: rgb(0.11, 0.31, 0.85),
  band: rgb(0.12, 0.25, 0.69),
  white: rgb(1, 1, 1),
  line: rgb(0.8, 0.84, 0.88),
  available: rgb(0.09, 0.5, 0.24),
  unavailable: rgb(0.7, 0.33, 0.04),
}

export type Styles = ReturnType<typeof makeStyles>

export function makeStyles(regular: TextStyle['font'], bold: TextStyle['font']) {
  const style = (font: TextStyle['font'], size: number, color = COLORS.ink): TextStyle => ({
    font,
    size,
    color,
  })
  return {
    title: style(bold, 24),
    company: style(bold, 14, COLORS.brand),
    meta: style(regular, 10, COLORS.muted),
    category: style(bold, 13, COLORS.white),
    name: style(bold, 12),
    price: style(bold, 11, COLORS.brand),
    body: style(regular, 9.5),
    detail: style(regular, 9, COLORS.muted),
    status: (available: boolean) =>
      style(bold, 9.5, available ? COLORS.available : COLORS.unavailable),
  }
}
