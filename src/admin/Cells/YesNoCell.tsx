import type { DefaultServerCellComponentProps } from 'payload'

/** A checkbox as a badge, « Oui » or « Non », instead of Payload's « vrai » in code type. */
export function YesNoCell({ cellData }: DefaultServerCellComponentProps) {
  const yes = cellData === true
  return (
    <span className={`bk-pill ${yes ? 'bk-pill--on' : 'bk-pill--off'}`}>{yes ? 'Oui' : 'Non'}</span>
  )
}
