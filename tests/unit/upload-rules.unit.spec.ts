// features: media
import { describe, expect, it } from 'vitest'

import { UPLOAD_MAX_BYTES } from '@/lib/constants'
import { imageContentProblem, imageFileProblem } from '@/features/media/admin/imageProblems'
import { sniffImage } from '@/lib/uploadRules'

const bytes = (...values: number[]) => new Uint8Array(values)
const text = (value: string) => new TextEncoder().encode(value)

describe('checks of a chosen file before it is sent (back office §5)', () => {
  it('an image of at most 5 MB passes', () => {
    expect(
      imageFileProblem({ name: 'pelle.png', size: UPLOAD_MAX_BYTES, type: 'image/png' }),
    ).toBeNull()
    expect(imageFileProblem({ name: 'logo.svg', size: 900, type: 'image/svg+xml' })).toBeNull()
    expect(imageFileProblem({ name: 'photo.JPG', size: 900, type: '' })).toBeNull()
  })

  it('a larger file gets the spec’s message, before its type is judged', () => {
    expect(
      imageFileProblem({ name: 'chantier.jpg', size: UPLOAD_MAX_BYTES + 1, type: 'image/jpeg' }),
    ).toBe('Le fichier chantier.jpg est trop volumineux. Taille maximale: 5MB')
    expect(
      imageFileProblem({ name: 'notes.txt', size: 6 * 1024 * 1024, type: 'text/plain' }),
    ).toMatch(/trop volumineux/)
  })

  it('another type, or no type and another extension, is not a valid image', () => {
    expect(imageFileProblem({ name: 'notes.txt', size: 10, type: 'text/plain' })).toBe(
      "Le fichier notes.txt n'est pas une image valide",
    )
    expect(imageFileProblem({ name: 'plan.pdf', size: 10, type: 'application/pdf' })).toBe(
      "Le fichier plan.pdf n'est pas une image valide",
    )
    expect(imageFileProblem({ name: 'sans-extension', size: 10, type: '' })).toBe(
      "Le fichier sans-extension n'est pas une image valide",
    )
  })
})

describe('what the bytes of a file show (as the server judges them)', () => {
  it('recognises JPEG, PNG, GIF, WebP and a plain SVG', () => {
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg')
    expect(sniffImage(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png')
    expect(sniffImage(text('GIF89a....'))).toBe('image/gif')
    expect(sniffImage(text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp')
    expect(
      sniffImage(
        text('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>'),
      ),
    ).toBe('image/svg+xml')
  })

  it('refuses text dressed as an image and an SVG that could run code', () => {
    expect(imageContentProblem('faux.png', text('bonjour'))).toBe(
      "Le fichier faux.png n'est pas une image valide",
    )
    expect(sniffImage(text('<svg onload="alert(1)"></svg>'))).toBeNull()
    expect(sniffImage(text('<svg><script>alert(1)</script></svg>'))).toBeNull()
    expect(sniffImage(text('<svg><image href="https://ailleurs.example/x.png"/></svg>'))).toBeNull()
    expect(sniffImage(new Uint8Array())).toBeNull()
  })
})
