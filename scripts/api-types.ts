/**
 * `npm run api:types`: the /api contract's TypeScript types (src/generated/apiTypes.ts), generated with
 * openapi-typescript from the OpenAPI document the routes describe, as any client of the API
 * would from GET /api/openapi.json.
 */
import { writeFileSync } from 'node:fs'

import { openApiDocument } from '../src/platform/api/openapi'
import { apiRoutes } from '../src/app/(api)/api/routes'

import { API_TYPES_FILE, apiTypesSource } from './lib/apiTypes'

writeFileSync(API_TYPES_FILE, await apiTypesSource(openApiDocument(apiRoutes)))
console.log(`Types de l’API écrits dans ${API_TYPES_FILE}`)
process.exit(0)
