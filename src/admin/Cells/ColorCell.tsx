import type { DefaultServerCellComponentProps } from 'payload'

/** A department's colour as a dot beside its hex code. */
export function ColorCell({ cellData }: DefaultServerCellComponentProps) {
  const color = typeof cellData === 'string' ? cellData : ''
  if (!color) return null
  return (
    <span className="bk-color">
      <span className="bk-color__dot" style={{ background: color }} aria-hidden="true" />
      {color}
    </span>
  )
}
