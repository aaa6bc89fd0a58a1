import { beforeAll, describe, expect, it } from 'vitest'
import { answerApi } from '@cms/api/answerApi'
import { createDocumentCheck, seen } from '../support/documentCheck'
import { seededRandom } from '../support/seededRandom'
import { TEST_ORIGIN, createTestUser } from './helpers'

/**
 * A bounded, repeatable fuzz run over every operation of the served /api/openapi.json: wrong types, huge strings,
 * unknown parameters, broken path segments, missing and malformed bodies, wrong content types, signed out and (for
 * calls that need a session) signed in. Every answer must be one the document describes (status and body, checked
 * with ajv); the entry's own check (API_CHECK_ANSWERS) throws on an answer its declaration does not describe,
 * which counts as a mismatch too.
 */

const SEED = 0x5eed31
const CASES_PER_OPERATION = 14
const TIME_BOUND_MS = 55_000

interface Parameter {
  name: string
  in: 'path' | 'query'
  example?: string
  schema?: { type?: string; enum?: unknown[] }
}
interface Operation {
  parameters?: Parameter[]
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> }
  security?: unknown[]
}

const HUGE = 'x'.repeat(20_000)
const ODD_STRINGS = ['', ' ', '-1', '0', '1e309', 'NaN', 'true', '[]', '{}', 'null', '%00', '\u0000', '\u{1F600}', "' OR 1=1 --", '<script>', '../..', HUGE]
// No '..': a URL resolves it away, so the request would reach another path than the one it is checked against.
const ODD_SEGMENTS = ['x', '0', '-1', '%E0%A4%A', '%2F', '.x', encodeURIComponent('\u{1F600}'), 'a'.repeat(3000), '%00']
const ODD_VALUES: unknown[] = [null, 0, -1, 1e308, true, '', HUGE, [], {}, ['a'], { a: 1 }, '\u0000']
const WRONG_TYPES = ['text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '']

const pick = <T,>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!

/** One request of the run: a mutation of the operation's example, chosen by the seeded generator. */
function fuzzRequest(random: () => number, path: string, method: string, operation: Operation, cookie: string | null): Request {
  const parameters = operation.parameters ?? []
  const query = new URLSearchParams()
  for (const parameter of parameters.filter((p) => p.in === 'query' && p.example !== undefined)) query.set(parameter.name, parameter.example!)
  const queryParameters = parameters.filter((p) => p.in === 'query')
  const mutation = random()
  if (mutation < 0.3 && queryParameters.length > 0) query.set(pick(random, queryParameters).name, pick(random, ODD_STRINGS))
  else if (mutation < 0.4 && queryParameters.length > 0) query.append(pick(random, queryParameters).name, pick(random, ODD_STRINGS))
  else if (mutation < 0.5) query.set(`unknown_${Math.floor(random() * 100)}`, pick(random, ODD_STRINGS))
  const concrete = path.replace(/\{(\w+)\}/g, () => pick(random, ODD_SEGMENTS))
  const search = query.toString()
  const headers = new Headers({ origin: TEST_ORIGIN, 'x-nomad-client': `10.77.${Math.floor(random() * 250)}.${Math.floor(random() * 250) + 1}` })
  if (cookie) headers.set('cookie', cookie)
  let body: string | undefined
  if (method !== 'get' && method !== 'head') {
    const properties = Object.keys(Object.values(operation.requestBody?.content ?? {})[0]?.schema?.properties ?? {})
    const shape = random()
    if (shape < 0.15) {
      // No body at all.
    } else if (shape < 0.3) {
      body = pick(random, ['{"a":', 'not json', '[]', 'null', '"text"', '{}'])
      headers.set('content-type', 'application/json')
    } else if (shape < 0.45) {
      body = '{}'
      const type = pick(random, WRONG_TYPES)
      if (type) headers.set('content-type', type)
    } else {
      const value: Record<string, unknown> = {}
      for (const name of properties) if (random() < 0.7) value[name] = pick(random, ODD_VALUES)
      if (random() < 0.3) value[`unknown_${Math.floor(random() * 100)}`] = pick(random, ODD_VALUES)
      body = JSON.stringify(value)
      headers.set('content-type', 'application/json')
    }
  }
  return new Request(new URL(`${concrete}${search ? `?${search}` : ''}`, TEST_ORIGIN), { method: method.toUpperCase(), headers, body })
}

let document: { paths: Record<string, Record<string, Operation>> }
let userCookie: string

beforeAll(async () => {
  document = await (await answerApi(new Request(new URL('/api/openapi.json', TEST_ORIGIN)))).json()
  userCookie = (await createTestUser('user')).cookie
})

describe('the served document describes every answer of a fuzz run', () => {
  it(`seed ${SEED}: wrong types, huge strings, unknown parameters, bad bodies and content types, over every operation`, async () => {
    const random = seededRandom(SEED)
    const check = createDocumentCheck(document)
    const started = Date.now()
    const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })))
    for (let round = 0; round < CASES_PER_OPERATION && Date.now() - started < TIME_BOUND_MS; round++) {
      for (const { path, method, operation } of operations) {
        // Calls that need a session are tried signed in on odd rounds (signed out, they answer 401 before anything else).
        const cookie = operation.security && round % 2 === 1 ? userCookie : null
        const request = fuzzRequest(random, path, method, operation, cookie)
        const label = `${request.method} ${new URL(request.url).pathname.slice(0, 120)}${new URL(request.url).search.slice(0, 120)}`
        try {
          check.check(await seen(method, path, await answerApi(request)), label)
        } catch (error) {
          check.failed(label, (error as Error).message)
        }
      }
    }
    console.info(`fuzz (seed ${SEED}): ${check.checked} answers over ${operations.length} operations checked against /api/openapi.json in ${Date.now() - started} ms, ${check.mismatches.length} mismatches`)
    expect(check.checked).toBeGreaterThan(operations.length * 4)
    expect(check.mismatches).toEqual([])
  }, 180_000)
})

describe('the job pages answer what the document states, with the filter panel\'s counts', () => {
  it('facets=true on /api/{categories,locations,companies,remote-jobs-from}/{slug}: facets in the answer, and the answer inside the document', async () => {
    const read = async (path: string) => answerApi(new Request(new URL(path, TEST_ORIGIN), { headers: { 'x-nomad-client': '10.78.0.1' } }))
    const first = async (path: string, list?: string) => {
      const body = await (await read(path)).json()
      return ((list ? body[list] : body) as { slug: string }[])[0]!.slug
    }
    const pages = {
      '/api/categories/{slug}': await first('/api/categories'),
      '/api/locations/{slug}': await first('/api/locations'),
      '/api/companies/{slug}': await first('/api/companies', 'companies'),
      '/api/remote-jobs-from/{slug}': await first('/api/remote-jobs-from', 'countries'),
    }
    const check = createDocumentCheck(document)
    for (const [path, slug] of Object.entries(pages)) {
      const answer = await read(`${path.replace('{slug}', slug)}?facets=true`)
      expect(answer.status, path).toBe(200)
      expect(Object.keys((await answer.clone().json()).facets ?? {}), path).toEqual(expect.arrayContaining(['category', 'type']))
      check.check(await seen('get', path, answer))
    }
    expect(check.mismatches).toEqual([])
  })
})

