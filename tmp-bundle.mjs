import { build } from 'esbuild'
import { readFileSync } from 'node:fs'
const version = readFileSync('.next/BUILD_ID', 'utf8').trim()
await build({ entryPoints: ['src/offline/worker.ts'], outfile: '.next/sw.js', bundle: true, minify: true, platform: 'browser', format: 'iife', target: 'es2022', define: { BUILD_VERSION: JSON.stringify(version) }, tsconfig: 'tsconfig.json', logLevel: 'warning' })
