import sharp from 'sharp'

/**
 * Demo pictures made on the fly (no binary files in the repo): a gradient with simple shapes
 * in the department's colours, encoded as a small JPEG.
 */
export async function generateImage(
  from: string,
  to: string,
  motif: 'hills' | 'grid' | 'waves',
): Promise<Buffer> {
  const shapes = {
    hills:
      '<path d="M0 450 Q200 300 400 420 T800 380 L800 600 L0 600Z" fill="#ffffff" fill-opacity="0.18"/><path d="M0 520 Q250 420 520 500 T800 470 L800 600 L0 600Z" fill="#000000" fill-opacity="0.15"/>',
    grid: Array.from(
      { length: 8 },
      (_, i) =>
        `<rect x="${60 + i * 90}" y="${180 + (i % 3) * 60}" width="60" height="${300 - (i % 3) * 60}" fill="#ffffff" fill-opacity="0.16"/>`,
    ).join(''),
    waves: Array.from(
      { length: 5 },
      (_, i) =>
        `<path d="M0 ${300 + i * 50} Q200 ${260 + i * 50} 400 ${300 + i * 50} T800 ${300 + i * 50}" stroke="#ffffff" stroke-opacity="0.25" stroke-width="10" fill="none"/>`,
    ).join(''),
  }[motif]
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient></defs>
    <rect width="800" height="600" fill="url(#g)"/>
    <circle cx="640" cy="140" r="70" fill="#ffffff" fill-opacity="0.22"/>
    ${shapes}
  </svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 72 }).toBuffer()
}
