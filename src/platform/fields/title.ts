import type { TextField } from 'payload'

import { NAME_MAX_LENGTH } from '@/lib/constants'

/** The title of a page or a project: required, as long as a name, in each language (#45). */
export const titleField: TextField = {
  name: 'title',
  type: 'text',
  label: 'Titre',
  required: true,
  maxLength: NAME_MAX_LENGTH,
  localized: true,
}
