/**
 * pdf-lib's standard fonts encode text in WinAnsi and throw on anything else, while fr-FR Intl
 * output carries U+202F and U+00A0 and admins paste whatever they like. Text goes through here
 * before it is measured or drawn.
 */

const SPACES = /[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/g
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g
const MARKS = /[\u0300-\u036f]/g

/** Common characters outside WinAnsi with a readable ASCII stand-in. */
const STAND_INS: Record<string, string> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2015': '-',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u2192': '->',
  '\u2190': '<-',
  '\u2248': '~',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2260': '!=',
  '\u2713': 'v',
}

const REPLACEMENT_CHARACTER = '?'

/**
 * `text` with every exotic space made a plain space, invisible and control characters dropped
 * (newlines included: wrap paragraphs first), and each character the font cannot encode
 * replaced by a stand-in, its letter without accents (ő → o), or '?'.
 */
export function toWinAnsi(text: string, charset: ReadonlySet<number>): string {
  const clean = text.replace(INVISIBLE, '').replace(SPACES, ' ').replace(CONTROLS, ' ')
  const encodable = (value: string) =>
    value.length > 0 && [...value].every((char) => charset.has(char.codePointAt(0) ?? -1))
  let out = ''
  for (const char of clean) {
    if (charset.has(char.codePointAt(0) ?? -1)) {
      out += char
      continue
    }
    const standIn = STAND_INS[char]
    const bare = char.normalize('NFKD').replace(MARKS, '')
    if (standIn && encodable(standIn)) out += standIn
    else if (encodable(bare)) out += bare
    else out += REPLACEMENT_CHARACTER
  }
  return out
}
