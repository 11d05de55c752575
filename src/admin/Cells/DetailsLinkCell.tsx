import type { DefaultServerCellComponentProps } from 'payload'

/** « Voir »: a row's read-only details tab (the departments list's View, back office §2). */
export function DetailsLinkCell({ rowData, collectionSlug }: DefaultServerCellComponentProps) {
  // as ImageCell: no row, no link
  if (!rowData) return null
  return (
    <a
      className="bk-action bk-action--light"
      href={`/admin/collections/${collectionSlug}/${rowData.id}/details`}
    >
      Voir
    </a>
  )
}
