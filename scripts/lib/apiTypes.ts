import openapiTS, { astToString } from 'openapi-typescript'
import { format, resolveConfig } from 'prettier'

export const API_TYPES_FILE = 'src/generated/apiTypes.ts'

const HEADER = `/**
 * The /api contract's types, generated from GET /api/openapi.json by openapi-typescript
 * (\`npm run api:types\`); do not edit. tests/int/api-openapi.int.spec.ts fails when this file
 * and the document differ.
 */
`

/** The TypeScript types of an OpenAPI document, as `npm run api:types` writes them. */
export async function apiTypesSource(document: object): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0])
  const options = await resolveConfig(API_TYPES_FILE)
  return format(HEADER + astToString(ast), { ...options, filepath: API_TYPES_FILE })
}
