import { withPayload } from '@payloadcms/next/withPayload'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { codeGeneration } from './scripts/lib/sourceFingerprint.mjs'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/**
 * The listings' bare addresses are static pages (cached until a save revalidates them, then
 * served by the edge's micro-cache); an address with one of their filters goes to a dynamic
 * twin that reads the query.
 */
const FILTERED_LISTINGS = [
  { source: '/equipements', keys: ['category'] },
  { source: '/actualites', keys: ['page', 'search', 'category'] },
  { source: '/realisations', keys: ['departement'] },
  // the other languages' twins, as the edge hands them to Next
  // (src/platform/frontServer/languageAddresses.ts: /en/equipment → /en/equipements)
  { source: '/:first/equipements', keys: ['category'] },
  { source: '/:first/actualites', keys: ['page', 'search', 'category'] },
  { source: '/:first/realisations', keys: ['departement'] },
]

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // the company's clock, written into the browser's code too (src/lib/timeZone.ts), and the
  // hash of the code that writes the data cache, in its keys (src/platform/cache/cachedRead.ts)
  env: {
    TIME_ZONE: process.env.TIME_ZONE || 'Africa/Niamey',
    CODE_GENERATION: codeGeneration(dirname),
  },
  // the edge compresses, brotli included (src/platform/frontServer/compression.ts); Next's own is gzip only
  compress: false,
  experimental: { globalNotFound: true },
  // the site's own pictures and icons change only with a deploy: a returning visitor keeps them
  // a day, then a week more while it asks again (Next sends its public files with max-age=0)
  async headers() {
    return ['/icon.png', '/logo.png', '/og-image.png', '/icons/:path*', '/images/:path*'].map(
      (source) => ({
        source,
        headers: [
          { key: 'Cache-Control', value: 'public, max-age=86400, stale-while-revalidate=604800' },
        ],
      }),
    )
  },
  async rewrites() {
    return {
      beforeFiles: FILTERED_LISTINGS.flatMap(({ source, keys }) =>
        keys.map((key) => ({
          source,
          has: [{ type: 'query', key }],
          destination: `${source}/filtres`,
        })),
      ),
    }
  },
  images: {
    localPatterns: [{ pathname: '/api/cms/media/file/**' }],
    // Next sets this header itself on optimised images, over the edge's: the site's policy
    // (src/platform/frontServer/securityHeaders.ts) with Next's own default (no script, no frame, sandbox)
    contentSecurityPolicy:
      "default-src 'self'; script-src 'none'; frame-src 'none'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'; sandbox;",
  },
  webpack: (webpackConfig) => {
    webpackConfig.resolve.extensionAlias = {
      '.cjs': ['.cts', '.cjs'],
      '.js': ['.ts', '.tsx', '.js', '.jsx'],
      '.mjs': ['.mts', '.mjs'],
    }
    return webpackConfig
  },
  turbopack: { root: path.resolve(dirname) },
}

/**
 * Payload adds the colour-scheme client hint (Accept-CH, Critical-CH, Vary) to every path; only
 * its admin reads it, and Critical-CH makes Chromium send a first visit's navigation twice.
 */
const ADMIN_PATHS = '/admin/:path*' // `/admin` itself included

function withClientHintsOnAdminOnly(config) {
  return {
    ...config,
    async headers() {
      const rules = (await config.headers?.()) ?? []
      return rules.map((rule) =>
        rule.source === '/:path*' && rule.headers.some(({ key }) => key === 'Critical-CH')
          ? { ...rule, source: ADMIN_PATHS }
          : rule,
      )
    },
  }
}

export default withClientHintsOnAdminOnly(
  withPayload(nextConfig, { devBundleServerPackages: false }),
)
