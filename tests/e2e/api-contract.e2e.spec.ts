import { type APIResponse, expect, test } from '@playwright/test'

import { adminToken } from '../../scripts/lib/adminApi'
import { DEMO_SUPER_ADMIN } from '../../src/lib/runtime'
import { contractValidator } from '../helpers/contractValidator'

/**
 * The /api contract against the running server: every GET of GET /api/openapi.json is called,
 * anonymously and, when protected, with a super-administrator's token; with an unknown id where
 * it has one, and a garbled `page` where it pages. Each answer's status must be declared, its
 * media type declared, and its body valid against the declared schema (JSON Schema 2020-12,
 * with formats).
 */
type Schema = Record<string, unknown>
type Answer = { description: string; content?: Record<string, { schema: Schema }> }
type Operation = {
  operationId: string
  parameters: { name: string; in: 'path' | 'query' }[]
  security: Record<string, string[]>[]
  responses: Record<string, Answer>
}
type Document = { components: Schema; paths: Record<string, Record<string, Operation>> }

test('chaque GET de l’API répond comme le dit GET /api/openapi.json', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const document = (await (await request.get('/api/openapi.json')).json()) as Document
  const ajv = contractValidator(document)
  const token = await adminToken(baseURL!, DEMO_SUPER_ADMIN)

  const problems: string[] = []
  let calls = 0
  async function check(operation: Operation, url: string, answer: APIResponse, how: string) {
    calls += 1
    const status = String(answer.status())
    const declared = operation.responses[status]
    const where = `${how} ${url} → ${status}`
    if (!declared) return void problems.push(`${where} : statut non déclaré`)
    const mediaType = (answer.headers()['content-type'] ?? '').split(';')[0]!.trim()
    if (!declared.content) {
      if ((await answer.body()).length && status !== '303')
        problems.push(`${where} : corps non déclaré (${mediaType})`)
      return
    }
    const media = declared.content[mediaType]
    if (!media) return void problems.push(`${where} : type ${mediaType} non déclaré`)
    if (mediaType !== 'application/json') return
    const validate = ajv.compile(media.schema)
    if (!validate(await answer.json()))
      problems.push(`${where} : ${ajv.errorsText(validate.errors)}`)
  }

  for (const [path, methods] of Object.entries(document.paths)) {
    const operation = methods.get
    if (!operation) continue
    const pathParams = operation.parameters.filter((p) => p.in === 'path')
    const protectedCall = operation.security.some((entry) => 'bearerAuth' in entry)
    const withToken = { headers: { authorization: `Bearer ${token}` }, maxRedirects: 0 }
    const anonymous = { maxRedirects: 0 }
    // an id that exists nowhere
    const url = pathParams.reduce(
      (address, param) => address.replace(`{${param.name}}`, 'inconnu-000'),
      path,
    )
    await check(operation, url, await request.get(url, anonymous), 'anonyme')
    if (protectedCall) await check(operation, url, await request.get(url, withToken), 'jeton')
    if (operation.parameters.some((p) => p.in === 'query' && p.name === 'page')) {
      const garbled = `${url}?page=abc`
      const options = protectedCall ? withToken : anonymous
      await check(operation, garbled, await request.get(garbled, options), 'page=abc')
    }
  }
  expect(problems).toEqual([])
  // every GET was called, at least once (the document has 30)
  const gets = Object.values(document.paths).filter((methods) => methods.get).length
  expect(gets).toBeGreaterThanOrEqual(30)
  expect(calls).toBeGreaterThan(gets)
})
