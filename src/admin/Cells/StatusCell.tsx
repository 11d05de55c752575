import type { DefaultServerCellComponentProps } from 'payload'

type Props = DefaultServerCellComponentProps & {
  /**
   * The value that marks a row still to be read: its row is in bold
   * (src/app/(payload)/custom.scss; the pills' colours are in src/admin/kit.scss).
   */
  unread?: string
  /** The values shown as good news (green) or as a warning (amber); the others grey. */
  positive?: string[]
  warning?: string[]
}

/** A select's value as a badge with its French label. */
export function StatusCell({ cellData, field, unread, positive = [], warning = [] }: Props) {
  if (typeof cellData !== 'string' || !cellData) return <span className="bk-muted">—</span>
  const options = 'options' in field ? field.options : []
  const option = options.find((entry) => typeof entry === 'object' && entry.value === cellData)
  const label = option && typeof option === 'object' && typeof option.label === 'string'
  const tone = positive.includes(cellData) ? 'on' : warning.includes(cellData) ? 'warning' : 'off'
  return (
    <span
      className={`bk-pill bk-pill--${tone}`}
      data-status={cellData}
      {...(cellData === unread && { 'data-unread': '' })}
    >
      {label ? (option.label as string) : cellData}
    </span>
  )
}
