// features: platform
import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test'

import { adminToken } from '../../scripts/lib/adminApi'
import { DEMO_SUPER_ADMIN } from '@/platform/runtime/environment'
import { contractValidator } from '../helpers/contractValidator'

/**
 * The /api contract against the running server: every operation of GET /api/openapi.json is
 * called, anonymously and, when protected, with a super-administrator's token; with an unknown id
 * where it has one, and a garbled `page` where it pages. Each answer's status must be declared,
 * its media type declared, and its body valid against the declared schema (JSON Schema 2020-12,
 * with formats). A write is called with a token only on an unknown id: the others would change
 * the site under the other tests (maintenance, resets).
 */
type Schema = Record<string, unknown>
type Answer = { description: string; content?: Record<string, { schema: Schema }> }
type Operation = {
  operationId: string
  parameters: { name: string; in: 'path' | 'query' }[]
  requestBody?: { content: Record<string, unknown> }
  security: Record<string, string[]>[]
  responses: Record<string, Answer>
}
type Document = { components: Schema; paths: Record<string, Record<string, Operation>> }

type Call = { method: string; url: string; how: string; answer: APIResponse }

/**
 * The served document, a super-administrator's token, and a check that notes the problems of
 * each call's answer against its operation in the document.
 */
async function contractRun(request: APIRequestContext, baseURL: string) {
  const document = (await (await request.get('/api/openapi.json')).json()) as Document
  const token = await adminToken(baseURL, DEMO_SUPER_ADMIN)
  const ajv = contractValidator(document)
  const problems: string[] = []
  let calls = 0
  async function check(operation: Operation, { method, url, how, answer }: Call) {
    calls += 1
    const status = String(answer.status())
    const declared = operation.responses[status]
    const where = `${how} ${method} ${url} → ${status}`
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
  return { document, token, check, problems, calls: () => calls }
}

/** The operation's address with an id that exists nowhere in each path parameter. */
const unknownIds = (path: string, operation: Operation) =>
  operation.parameters
    .filter((p) => p.in === 'path')
    .reduce((address, param) => address.replace(`{${param.name}}`, 'inconnu-000'), path)

const isProtected = (operation: Operation) =>
  operation.security.some((entry) => 'bearerAuth' in entry)

test('chaque GET de l’API répond comme le dit GET /api/openapi.json', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const { document, token, check, problems, calls } = await contractRun(request, baseURL!)
  const withToken = { headers: { authorization: `Bearer ${token}` }, maxRedirects: 0 }
  const anonymous = { maxRedirects: 0 }

  for (const [path, methods] of Object.entries(document.paths)) {
    const operation = methods.get
    if (!operation) continue
    const url = unknownIds(path, operation)
    const get = async (address: string, how: string, options: object) =>
      check(operation, {
        method: 'GET',
        url: address,
        how,
        answer: await request.get(address, options),
      })
    await get(url, 'anonyme', anonymous)
    if (isProtected(operation)) await get(url, 'jeton', withToken)
    if (operation.parameters.some((p) => p.in === 'query' && p.name === 'page'))
      await get(`${url}?page=abc`, 'page=abc', isProtected(operation) ? withToken : anonymous)
  }
  expect(problems).toEqual([])
  // every GET was called, at least once (the document has 30)
  const gets = Object.values(document.paths).filter((methods) => methods.get).length
  expect(gets).toBeGreaterThanOrEqual(30)
  expect(calls()).toBeGreaterThan(gets)
})

test('chaque écriture de l’API répond comme déclaré : anonyme, et avec un jeton sur un id inconnu', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const { document, token, check, problems, calls } = await contractRun(request, baseURL!)
  let writes = 0

  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (method === 'get') continue
      writes += 1
      const url = unknownIds(path, operation)
      const send = async (how: string, headers: Record<string, string>) => {
        // an empty JSON object where a JSON body is taken: too little for any of them
        const json = operation.requestBody?.content['application/json'] ? { data: {} } : {}
        const answer = await request.fetch(url, {
          method: method.toUpperCase(),
          headers,
          maxRedirects: 0,
          ...json,
        })
        await check(operation, { method: method.toUpperCase(), url, how, answer })
      }
      await send('anonyme', {})
      if (isProtected(operation) && url !== path)
        await send('jeton', { authorization: `Bearer ${token}` })
    }
  }
  expect(problems).toEqual([])
  expect(writes).toBeGreaterThanOrEqual(40)
  expect(calls()).toBeGreaterThan(writes)
})
