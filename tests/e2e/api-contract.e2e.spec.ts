import { type APIResponse, expect, test } from '@playwright/test'
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'

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

const BASE = 'https://contrat.bk-multiservices.ne/openapi.json'
/** The document's internal references, made absolute so that Ajv finds them in the document. */
const absolute = (schema: unknown): unknown =>
  JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', `"${BASE}#/components/`))

async function superAdminToken(request: import('@playwright/test').APIRequestContext) {
  const login = await request.post('/api/auth/login', {
    data: { email: 'superadmin@example.com', password: 'superadmin1234' },
  })
  expect(login.status()).toBe(200)
  return ((await login.json()) as { data: { token: string } }).data.token
}

test('chaque GET de l’API répond comme le dit GET /api/openapi.json', async ({ request }) => {
  test.setTimeout(180_000)
  const document = (await (await request.get('/api/openapi.json')).json()) as Document
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats(ajv)
  ajv.addSchema({ $id: BASE, components: document.components })
  const token = await superAdminToken(request)

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
    const validate = ajv.compile(absolute(media.schema) as Schema)
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
