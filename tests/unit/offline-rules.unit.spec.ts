// features: offline
import { describe, expect, it } from 'vitest'

import { ADDRESS_WORDS } from '@/i18n/site/dictionaries'
import { smallestPictureName } from '@/lib/pictures'
import {
  endsTeamSession,
  isOfflinePage,
  isPrivatePage,
  keepable,
  keptAs,
  offlinePathFor,
  offlinePaths,
} from '@/features/offline/rules'

const at = (path: string) => keptAs(new URL(path, 'https://bk.example'), ADDRESS_WORDS)

describe('what the service worker keeps on the phone', () => {
  it('keeps the public pages, the build files and the pictures', () => {
    for (const page of [
      '/',
      '/equipements',
      '/equipements/pelle-hydraulique-cat-320',
      '/actualites',
      '/actualites/12',
      '/actualites?search=pelle',
      '/departement/btp',
      '/catalogue',
      '/catalogue.pdf',
      '/services',
      '/mentions-legales',
      '/hors-ligne',
      // the English site's twins (#59)
      '/en',
      '/en/equipment',
      '/en/equipment/pelle-hydraulique-cat-320',
      '/en/news/12',
      '/en/departments',
      '/en/departments/btp',
      '/en/catalogue.pdf',
      '/en/legal-notice',
      '/en/offline',
    ])
      expect(at(page), page).toBe('page')
    expect(at('/_next/static/chunks/app-abc123.js')).toBe('build')
    expect(at('/_next/static/css/abc.css')).toBe('build')
    expect(at('/api/cms/media/file/pelle-800x600.webp')).toBe('picture')
    expect(at('/_next/image?url=%2Fimages%2Fa.jpg&w=640&q=75')).toBe('picture')
    expect(at('/images/equipement-par-defaut.jpg')).toBe('picture')
  })

  it('never keeps the admin, the API, the customer’s quote page, token links or React data', () => {
    for (const path of [
      '/admin',
      '/admin/collections/quote-requests/1',
      '/api/cms/users/me',
      '/api/cms/media/file/a/b.webp',
      '/api/cms/documents/file/contrat.pdf',
      '/api/admin/dashboard',
      '/api/auth/me',
      '/api/quote-requests',
      '/api/site/events',
      '/devis/DEV-000012?t=abcdefabcdefabcdefabcdefabcdefab',
      '/newsletter/confirmation?jeton=abc',
      '/newsletter/desinscription?jeton=abc',
      '/maintenance',
      '/equipements?_rsc=1x2y3',
      '/sw.js',
      '/robots.txt',
      '/en/quote/DEV-000012?t=abcdefabcdefabcdefabcdefabcdefab',
      '/en/maintenance',
      '/en/newsletter/unsubscribe?jeton=abc',
      '/en/admin',
    ])
      expect(at(path), path).toBeNull()
  })

  it('has an offline page in each language, the one of the address asked for', () => {
    expect(offlinePaths(ADDRESS_WORDS)).toEqual(['/hors-ligne', '/en/offline'])
    expect(offlinePathFor('/equipements/pelle', ADDRESS_WORDS)).toBe('/hors-ligne')
    expect(offlinePathFor('/en/equipment/pelle', ADDRESS_WORDS)).toBe('/en/offline')
    expect(offlinePathFor('/en', ADDRESS_WORDS)).toBe('/en/offline')
    for (const path of ['/hors-ligne', '/en/offline'])
      expect(isOfflinePage(path, ADDRESS_WORDS), path).toBe(true)
    for (const path of ['/', '/en', '/en/equipment', '/offline'])
      expect(isOfflinePage(path, ADDRESS_WORDS), path).toBe(false)
  })

  it('tells a customer’s quote page, in any language, from the pages never opened', () => {
    for (const path of ['/devis/DEV-000012', '/en/quote/DEV-000012'])
      expect(isPrivatePage(path), path).toBe(true)
    for (const path of ['/', '/equipements', '/en/equipment/pelle', '/devis'])
      expect(isPrivatePage(path), path).toBe(false)
  })

  it('keeps only a complete answer that the server did not mark private', () => {
    const answer = (status: number, headers: Record<string, string> = {}) => {
      const response = new Response(status === 200 ? 'x' : null, { status, headers })
      Object.defineProperty(response, 'type', { value: 'basic' })
      return response
    }
    expect(keepable(answer(200, { 'cache-control': 's-maxage=31536000' }))).toBe(true)
    expect(keepable(answer(200, { 'cache-control': 'public, no-cache' }))).toBe(true)
    expect(keepable(answer(200, { 'cache-control': 'private, no-cache, no-store' }))).toBe(false)
    expect(keepable(answer(200, { 'cache-control': 'no-store' }))).toBe(false)
    expect(keepable(answer(200, { 'Cache-Control': 'Private' }))).toBe(false)
    expect(keepable(answer(404))).toBe(false)
    expect(keepable(answer(503))).toBe(false)
    // an answer from elsewhere, or a redirect the browser follows itself
    const opaque = new Response('x', { status: 200 })
    Object.defineProperty(opaque, 'type', { value: 'opaque' })
    expect(keepable(opaque)).toBe(false)
  })
})

describe('the team’s sign-out on the phone (#62)', () => {
  const url = (path: string) => new URL(path, 'https://bk.example')
  it('is Payload’s sign-out, whichever way the admin reaches it', () => {
    expect(endsTeamSession('POST', url('/api/cms/users/logout'))).toBe(true)
    expect(endsTeamSession('GET', url('/admin/logout'))).toBe(true)
  })
  it('is nothing else: a sign-in, a yard screen, a page', () => {
    expect(endsTeamSession('POST', url('/api/cms/users/login'))).toBe(false)
    expect(endsTeamSession('GET', url('/api/cms/users/logout'))).toBe(false)
    expect(endsTeamSession('GET', url('/parc/12'))).toBe(false)
    expect(endsTeamSession('GET', url('/admin/logout-x'))).toBe(false)
    expect(endsTeamSession('GET', url('/'))).toBe(false)
  })
})

describe('the smallest picture for a visitor saving data', () => {
  it('takes a hero’s or a card’s picture to the thumbnail, and leaves the rest', () => {
    expect(smallestPictureName('pelle-1920x1280.webp')).toBe('pelle-400x300.webp')
    expect(smallestPictureName('pelle-800x600.webp')).toBe('pelle-400x300.webp')
    expect(smallestPictureName('pelle-400x300.webp')).toBeNull()
    expect(smallestPictureName('pelle.jpg')).toBeNull()
    expect(smallestPictureName('pelle-800x600.png')).toBeNull()
  })
})
