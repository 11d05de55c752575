import type { UploadField } from 'payload'

/** An image chosen from (or uploaded to) the media library. */
export function imageField(name: string, label: string, description?: string): UploadField {
  return {
    name,
    type: 'upload',
    relationTo: 'media',
    label,
    ...(description ? { admin: { description } } : {}),
  }
}

export function galleryField(name: string, label: string, maxRows?: number): UploadField {
  return {
    name,
    type: 'upload',
    relationTo: 'media',
    hasMany: true,
    label,
    ...(maxRows ? { maxRows } : {}),
  }
}
