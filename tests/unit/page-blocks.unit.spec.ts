// features: pages
import { existsSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { PAGE_BLOCKS } from '@/features/pages/blocks.config'

describe('the page blocks in « Ajouter un bloc » (#59)', () => {
  it('each show a sketch of their own, a file of public/', () => {
    const pictures = PAGE_BLOCKS.map((block) => block.imageURL)
    expect(new Set(pictures).size).toBe(PAGE_BLOCKS.length)
    for (const picture of pictures) {
      expect(picture).toMatch(/^\/images\/blocks\/[a-zA-Z]+\.svg$/)
      expect(existsSync(path.join('public', picture!)), picture).toBe(true)
    }
    // decorative: the block's name alone names its button in the drawer
    for (const block of PAGE_BLOCKS) expect(block.imageAltText).toBe('')
  })
})
