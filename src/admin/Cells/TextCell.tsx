import type { DefaultServerCellComponentProps } from 'payload'

import './cells.scss'

/** A long text in a list: two lines at most, the whole of it in the tooltip. */
export function TextCell({ cellData }: DefaultServerCellComponentProps) {
  const text = typeof cellData === 'string' ? cellData : ''
  return (
    <span className="bk-text-cell" title={text}>
      {text}
    </span>
  )
}
