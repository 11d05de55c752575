import type { DefaultServerCellComponentProps } from 'payload'

import { mediaSizeUrl, mediaUrl } from '@/lib/media'
import { mediaSlug } from '@/lib/slugs'

import './cells.scss'

/**
 * The main image of a row, small (a department's card in the spec, back office §2). Payload
 * sometimes renders a column's cell without a row (a server error in the admin's log until this
 * guard): nothing then.
 */
export async function ImageCell({ rowData, payload }: DefaultServerCellComponentProps) {
  if (!rowData) return null
  const main = (rowData as { images?: { main?: unknown } }).images?.main
  const media =
    typeof main === 'number' || typeof main === 'string'
      ? await payload.findByID({ collection: mediaSlug, id: main, depth: 0 }).catch(() => null)
      : main
  const url = mediaSizeUrl(media, 'thumbnail') ?? mediaUrl(media)
  if (!url) return <span className="bk-muted">Aucune image</span>
  // eslint-disable-next-line @next/next/no-img-element
  return <img className="bk-image-cell" src={url} alt="" loading="lazy" />
}
