import { decodePDFRawStream, PDFArray, type PDFDocument, PDFRawStream } from 'pdf-lib'

/** WinAnsi's 0x80–0x9F (Node 20's TextDecoder('windows-1252') decodes them as Latin-1). */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'

function fromWinAnsi(bytes: Uint8Array): string {
  return String.fromCharCode(...bytes).replace(
    /[\u0080-\u009f]/g,
    (char) => WIN_ANSI_HIGH[char.charCodeAt(0) - 0x80] ?? char,
  )
}

/**
 * The text a page shows, one string per text-showing operator: its content streams are
 * inflated and each `<hex> Tj` (how pdf-lib writes standard-font text) decoded from WinAnsi.
 */
export function pageTexts(doc: PDFDocument): string[][] {
  return doc.getPages().map((page) => {
    const contents = page.node.Contents()
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => doc.context.lookup(ref))
        : [contents]
    const source = streams
      .map((stream) =>
        stream instanceof PDFRawStream
          ? Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1')
          : '',
      )
      .join('\n')
    return [...source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((match) =>
      fromWinAnsi(Buffer.from(match[1] ?? '', 'hex')),
    )
  })
}
