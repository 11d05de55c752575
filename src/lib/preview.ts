/**
 * The admin's preview of a draft (#44): /apercu?chemin=<a page of the site> checks the editor's
 * session, turns Next's draft mode on for this browser, and sends it to the page, which then
 * reads the latest draft instead of the published version.
 */
export const PREVIEW_PATH = '/apercu'
export const PREVIEW_PATH_PARAM = 'chemin'
/** Leaves the preview: the draft mode off, back to the published page. */
export const PREVIEW_EXIT_PARAM = 'fin'

export const previewHref = (path: string) =>
  `${PREVIEW_PATH}?${PREVIEW_PATH_PARAM}=${encodeURIComponent(path)}`

/** Only a path of this site (one or more plain segments), never another site's address. */
export function previewTarget(value: string | null): string | null {
  return value && /^(\/[a-z0-9][a-z0-9-]*)+$/.test(value) ? value : null
}
