/**
 * A generated PDF as an answer: never stored by a cache (it is drawn from the records on each
 * request), downloaded (`attachment`) or shown in the browser (`inline`) under `fileName`.
 */
export function pdfResponse(
  bytes: Uint8Array,
  fileName: string,
  {
    disposition,
    headers = {},
  }: { disposition: 'attachment' | 'inline'; headers?: Record<string, string> },
): Response {
  return new Response(Buffer.from(bytes), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `${disposition}; filename="${fileName}"`,
      'content-length': String(bytes.byteLength),
      'cache-control': 'no-store',
      ...headers,
    },
  })
}

/** A private PDF (a quote, a yard's note): no shared cache keeps it, no search engine. */
export const privatePdfResponse = ({ bytes, fileName }: { bytes: Uint8Array; fileName: string }) =>
  pdfResponse(bytes, fileName, {
    disposition: 'inline',
    headers: { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' },
  })
