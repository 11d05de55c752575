import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'

type Schema = Record<string, unknown>

const BASE = 'https://contrat.bk-multiservices.ne/openapi.json'

/**
 * Ajv (JSON Schema 2020-12, with formats) over an OpenAPI document's components: `compile`
 * takes one of its answers' schemas, whose `#/components/…` references are made absolute so
 * that Ajv finds them in the document.
 */
export function contractValidator(document: { components?: unknown }) {
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats(ajv)
  ajv.addSchema({ $id: BASE, components: document.components })
  return {
    compile: (schema: unknown) =>
      ajv.compile(
        JSON.parse(
          JSON.stringify(schema).replaceAll('"#/components/', `"${BASE}#/components/`),
        ) as Schema,
      ),
    errorsText: ajv.errorsText.bind(ajv),
  }
}
