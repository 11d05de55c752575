import type { PDFDocument, PDFFont, PDFImage, PDFPage, RGB } from 'pdf-lib'

import { toWinAnsi } from './winAnsi'
import { type TextStyle, wrapLine } from './wrap'

export const A4_SIZE: [number, number] = [595.28, 841.89]
export const MARGIN = { x: 50, top: 56, bottom: 64 }
const LINE_HEIGHT = 1.35
const RULE_GAP = 6

/** One line of text; `right` is drawn on the same baseline against the right margin. */
export type Row = {
  text: string
  style: TextStyle
  indent?: number
  gapBefore?: number
  right?: { text: string; style: TextStyle }
  /** Cells right-aligned on the same baseline, each at its right edge (points from the margin). */
  cells?: { text: string; style: TextStyle; rightEdge: number }[]
}

const rowHeight = (row: Row) => (row.gapBefore ?? 0) + row.style.size * LINE_HEIGHT

/**
 * Top-to-bottom text flow over A4 pages: blocks are measured as rows first, so that a block
 * that fits on a page is never split, and a longer one breaks between lines.
 */
export class Flow {
  readonly contentWidth = A4_SIZE[0] - 2 * MARGIN.x
  private readonly charset: ReadonlySet<number>
  private page: PDFPage
  private y = 0

  constructor(
    private readonly doc: PDFDocument,
    font: PDFFont,
  ) {
    this.charset = new Set(font.getCharacterSet())
    this.page = this.newPage()
  }

  safe(text: string): string {
    return toWinAnsi(text, this.charset)
  }

  /** Text (newlines kept as paragraph breaks) wrapped to rows of the content width. */
  paragraph(
    text: string,
    style: TextStyle,
    options: { indent?: number; gapBefore?: number; width?: number } = {},
  ): Row[] {
    const indent = options.indent ?? 0
    const width = options.width ?? this.contentWidth - indent
    const lines = text
      .split(/\r?\n/)
      .flatMap((paragraph) => wrapLine(this.safe(paragraph), style, width))
    return lines.map((line, index) => ({
      text: line,
      style,
      indent,
      gapBefore: index === 0 ? options.gapBefore : 0,
    }))
  }

  /** Moves to a new page unless `height` fits below (or the page is still empty). */
  keep(height: number): boolean {
    const atTop = this.y === A4_SIZE[1] - MARGIN.top
    if (this.y - height >= MARGIN.bottom || atTop) return false
    this.page = this.newPage()
    return true
  }

  /**
   * Rows kept on one page when they fit one; `separator` draws a rule above them unless they
   * open a page.
   */
  draw(rows: Row[], options: { separator?: RGB } = {}): void {
    const ruleHeight = options.separator ? 2 * RULE_GAP : 0
    const movedOn = this.keep(ruleHeight + rows.reduce((sum, row) => sum + rowHeight(row), 0))
    if (options.separator && !movedOn) this.rule(options.separator)
    for (const row of rows) {
      this.keep(rowHeight(row))
      this.y -= row.gapBefore ?? 0
      const baseline = this.y - row.style.size
      const { font, size, color } = row.style
      this.page.drawText(this.safe(row.text), {
        x: MARGIN.x + (row.indent ?? 0),
        y: baseline,
        font,
        size,
        color,
      })
      if (row.right) {
        const text = this.safe(row.right.text)
        const width = row.right.style.font.widthOfTextAtSize(text, row.right.style.size)
        this.page.drawText(text, {
          ...row.right.style,
          x: A4_SIZE[0] - MARGIN.x - width,
          y: baseline,
        })
      }
      for (const cell of row.cells ?? []) {
        const text = this.safe(cell.text)
        const width = cell.style.font.widthOfTextAtSize(text, cell.style.size)
        this.page.drawText(text, {
          ...cell.style,
          x: MARGIN.x + cell.rightEdge - width,
          y: baseline,
        })
      }
      this.y -= row.style.size * LINE_HEIGHT
    }
  }

  /** A full-width coloured band with a title, kept with `followedBy` points of content. */
  band(title: string, style: TextStyle, fill: RGB, followedBy: number): void {
    const height = style.size * 2
    this.keep(height + followedBy)
    this.page.drawRectangle({
      x: MARGIN.x,
      y: this.y - height,
      width: this.contentWidth,
      height,
      color: fill,
    })
    const baseline = this.y - height / 2 - style.size * 0.35
    this.page.drawText(this.safe(title), { ...style, x: MARGIN.x + 10, y: baseline })
    this.y -= height
  }

  /**
   * An image against the right margin, at most `box` points, with `caption` above it, kept
   * together on one page.
   */
  image(image: PDFImage, box: { width: number; height: number }, caption: Row): void {
    const { width, height } = image.scaleToFit(box.width, box.height)
    this.keep(rowHeight(caption) + height)
    this.y -= caption.gapBefore ?? 0
    const text = this.safe(caption.text)
    const right = A4_SIZE[0] - MARGIN.x
    this.page.drawText(text, {
      ...caption.style,
      x: right - caption.style.font.widthOfTextAtSize(text, caption.style.size),
      y: this.y - caption.style.size,
    })
    this.y -= caption.style.size * LINE_HEIGHT
    this.page.drawImage(image, { x: right - width, y: this.y - height, width, height })
    this.y -= height
  }

  rule(color: RGB, gap = RULE_GAP): void {
    this.keep(2 * gap)
    this.y -= gap
    this.page.drawLine({
      start: { x: MARGIN.x, y: this.y },
      end: { x: A4_SIZE[0] - MARGIN.x, y: this.y },
      thickness: 0.5,
      color,
    })
    this.y -= gap
  }

  space(height: number): void {
    this.y -= height
  }

  private newPage(): PDFPage {
    const page = this.doc.addPage(A4_SIZE)
    this.y = A4_SIZE[1] - MARGIN.top
    return page
  }
}
