import { frenchOnly } from '@/i18n/frenchOnly'
import { UPLOAD_MAX_MB } from '@/lib/constants'
import { imageFileFault, sniffImage } from '@/lib/uploadRules'

type FileFacts = Parameters<typeof imageFileFault>[0]

/** The spec's message for a file refused by its name, declared type or size, or null. */
export function imageFileProblem(file: FileFacts): string | null {
  const fault = imageFileFault(file)
  if (fault === 'tooLarge') return frenchOnly.upload.tooLarge(file.name, UPLOAD_MAX_MB)
  return fault === 'notImage' ? frenchOnly.upload.notImage(file.name) : null
}

/** The spec's message when a file's content is not an allowed image, or null. */
export function imageContentProblem(name: string, head: Uint8Array): string | null {
  return sniffImage(head) ? null : frenchOnly.upload.notImage(name)
}
