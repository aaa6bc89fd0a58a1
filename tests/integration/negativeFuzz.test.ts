import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { beforeAll, describe, expect, it } from 'vitest'
import { answerApi } from '@cms/api/answerApi'
import { schemaExample } from '@cms/api/schemaExample'
import { poolOf } from '@cms/lib/sql'
import { createDocumentCheck, seen } from '../support/documentCheck'
import { seededRandom } from '../support/seededRandom'
import { TEST_ORIGIN, createTestUser, getTestPayload } from './helpers'

/**
 * Negative cases derived from the declarations: for every operation of the served /api/openapi.json with a query or
 * a JSON or form body, values just outside a declared constraint (wrong type, below the minimum, above the maximum,
 * a fraction where an integer is declared, one character past maxLength or maxItems, text outside a pattern, a value
 * no enum names, a required body field left out), each put into the operation's example. Each must be refused: a
 * 4xx JSON answer with a message that the document describes (a refused form field: its declared 303 redirect
 * with the message), never a 2xx or a 5xx, and no row written. The example plus unknown keys (tracking
 * parameters) answers as the example alone: unknown keys are ignored, never refused.
 */

const SEED = 0x4e6a43
const VIOLATIONS_PER_OPERATION = 5

interface Schema {
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  maxLength?: number
  pattern?: string
  maxItems?: number
  items?: Schema
  properties?: Record<string, Schema>
  required?: string[]
  anyOf?: Schema[]
  oneOf?: Schema[]
}
interface Parameter {
  name: string
  in: 'path' | 'query'
  required?: boolean
  example?: string
  schema: Schema
}
interface Operation {
  parameters?: Parameter[]
  requestBody?: { content: Record<string, { schema: Schema; example?: unknown }> }
  description?: string
}

/** One way a value can leave its schema: what it is called and the value (undefined: the field left out). */
interface Violation {
  rule: string
  value: unknown
}

/** Texts tried against a declared pattern; the first it refuses is sent. */
const OFF_PATTERN = ['!!', 'a b', '-', 'x'.repeat(300)]

const typeOf = (schema: Schema) => (Array.isArray(schema.type) ? schema.type.filter((each) => each !== 'null') : [schema.type]).filter(Boolean) as string[]

/** The values just outside one field's schema, as JSON values (a query sends them as text). */
function violationsOf(schema: Schema, asText: boolean): Violation[] {
  const types = typeOf(schema)
  if (types.length !== 1) return []
  const [type] = types
  const found: Violation[] = []
  if (schema.enum) found.push({ rule: 'an unknown enum value', value: 'not-a-declared-value' })
  if (type === 'integer' || type === 'number') {
    found.push({ rule: 'wrong type', value: 'abc' })
    const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum : undefined)
    if (low !== undefined) found.push({ rule: 'below the minimum', value: schema.minimum !== undefined ? low - 1 : low })
    const high = schema.maximum ?? schema.exclusiveMaximum
    if (high !== undefined) found.push({ rule: 'above the maximum', value: schema.maximum !== undefined ? high + 1 : high })
    if (type === 'integer') found.push({ rule: 'a fraction where an integer is declared', value: (low ?? 0) + 1.5 })
  }
  if (type === 'string') {
    if (!asText) found.push({ rule: 'wrong type', value: 12345 })
    if (schema.maxLength !== undefined && schema.maxLength < 100_000) found.push({ rule: 'one past maxLength', value: 'x'.repeat(schema.maxLength + 1) })
    const offPattern = schema.pattern === undefined ? undefined : OFF_PATTERN.find((text) => !new RegExp(schema.pattern!, 'u').test(text))
    if (offPattern !== undefined) found.push({ rule: `text outside its pattern (${JSON.stringify(offPattern)})`, value: offPattern })
  }
  if (type === 'boolean') found.push({ rule: 'wrong type', value: asText ? 'maybe' : 'yes' })
  if (type === 'array') {
    if (!asText) found.push({ rule: 'wrong type', value: 'not-a-list' })
    if (schema.items?.enum) found.push({ rule: 'an unknown enum value in the list', value: asText ? 'not-a-declared-value' : ['not-a-declared-value'] })
    if (!asText && schema.maxItems !== undefined) found.push({ rule: 'one past maxItems', value: Array.from({ length: schema.maxItems + 1 }, () => schemaExample(schema.items)) })
  }
  if (type === 'object' && !asText) found.push({ rule: 'wrong type', value: 'not-an-object' })
  return found
}

const pick = <T,>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!
function sample<T>(random: () => number, list: readonly T[], count: number): T[] {
  const copy = [...list]
  const chosen: T[] = []
  while (copy.length > 0 && chosen.length < count) chosen.push(copy.splice(Math.floor(random() * copy.length), 1)[0]!)
  return chosen
}

interface Case {
  label: string
  query: URLSearchParams
  body?: { type: string; text: string }
}

const ajv = new Ajv2020({ strict: false, allErrors: false })
addFormats.default(ajv)

/** The operation's example query: each parameter's example, and an example for each required one without. */
function exampleQuery(operation: Operation): URLSearchParams {
  const query = new URLSearchParams()
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in !== 'query') continue
    const value = parameter.example ?? (parameter.required ? schemaExample(parameter.schema) : undefined)
    if (value !== undefined && value !== null) query.set(parameter.name, String(value))
  }
  return query
}

const encodeBody = (type: string, value: Record<string, unknown>) =>
  type === 'application/json' ? JSON.stringify(value) : new URLSearchParams(Object.entries(value).filter(([, each]) => each !== undefined).map(([name, each]) => [name, typeof each === 'object' ? JSON.stringify(each) : String(each)])).toString()

/** A few seeded violations of the operation's declared query and body, each in an otherwise valid example. */
function casesOf(random: () => number, operation: Operation): Case[] {
  const base = exampleQuery(operation)
  const content = Object.entries(operation.requestBody?.content ?? {}).find(([type]) => type === 'application/json' || type === 'application/x-www-form-urlencoded')
  const exampleBody = content ? ((content[1].example ?? schemaExample(content[1].schema)) as Record<string, unknown>) : undefined
  const bodyText = (value: Record<string, unknown>) => (content ? { type: content[0], text: encodeBody(content[0], value) } : undefined)
  const candidates: Case[] = []
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in !== 'query') continue
    for (const violation of violationsOf(parameter.schema, true)) {
      const query = new URLSearchParams(base)
      query.set(parameter.name, String(violation.value))
      candidates.push({ label: `query ${parameter.name}: ${violation.rule}`, query, body: exampleBody && bodyText(exampleBody) })
    }
  }
  if (content && exampleBody) {
    const [type, { schema }] = content
    const validate = ajv.compile(schema)
    const asForm = type !== 'application/json'
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const violations = violationsOf(property, asForm)
      if (schema.required?.includes(name)) violations.push({ rule: 'a required field left out', value: undefined })
      for (const violation of violations) {
        const value = { ...exampleBody, [name]: violation.value }
        if (violation.value === undefined) delete value[name]
        // Only values the declared schema itself refuses (a form's text is checked as the entry reads it: by zod).
        if (!asForm && validate(value)) continue
        candidates.push({ label: `body ${name}: ${violation.rule}`, query: base, body: bodyText(value) })
      }
    }
  }
  return sample(random, candidates, VIOLATIONS_PER_OPERATION)
}

const client = (random: () => number) => `10.43.${Math.floor(random() * 250)}.${Math.floor(random() * 250) + 1}`

function request(path: string, method: string, testCase: Pick<Case, 'query' | 'body'>, cookie: string | null, address: string): Request {
  const headers = new Headers({ origin: TEST_ORIGIN, 'x-nomad-client': address })
  if (cookie) headers.set('cookie', cookie)
  if (testCase.body) headers.set('content-type', testCase.body.type)
  const search = testCase.query.toString()
  // Path segments are not declared with a schema: a plain word reaches the query and body checks.
  const concrete = path.replace(/\{\w+\}/g, 'fuzz-segment')
  return new Request(new URL(`${concrete}${search ? `?${search}` : ''}`, TEST_ORIGIN), { method: method.toUpperCase(), headers, body: testCase.body?.text })
}

/** Every row count of the public tables, in one statement. */
async function rowCounts(): Promise<Record<string, number>> {
  const pool = poolOf(await getTestPayload())
  const tables = (await pool.query<{ name: string }>(`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`)).rows.map((row) => row.name)
  const statement = tables.map((name) => `SELECT '${name}' AS name, count(*)::int AS n FROM "${name}"`).join(' UNION ALL ')
  return Object.fromEntries((await pool.query<{ name: string; n: number }>(statement)).rows.map((row) => [row.name, row.n]))
}

/** Tables a refused request still writes to by design: a rate limiter counts every attempt (POST /api/job-posts's `beforeInput` counts before the body is read). */
const COUNTS_EVERY_ATTEMPT = /rate_limit/

function changedTables(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => !COUNTS_EVERY_ATTEMPT.test(name) && before[name] !== after[name]).map((name) => `${name} ${before[name]} → ${after[name]}`)
}

let document: { paths: Record<string, Record<string, Operation>> }
let userCookie: string
let adminCookie: string

beforeAll(async () => {
  document = await (await answerApi(new Request(new URL('/api/openapi.json', TEST_ORIGIN)))).json()
  userCookie = (await createTestUser('user')).cookie
  adminCookie = (await createTestUser('admin')).cookie
})

const cookieFor = (operation: Operation) => (operation.description?.startsWith('Needs an admin') || operation.description?.startsWith('Needs an editor') ? adminCookie : operation.description?.startsWith('Needs a session') ? userCookie : null)

describe('values outside every declared query and body are refused, and nothing is written', () => {
  it(`seed ${SEED}: ${VIOLATIONS_PER_OPERATION} violations per operation answer 4xx with a declared error body (a form: its 303), never 2xx or 5xx`, async () => {
    const random = seededRandom(SEED)
    const check = createDocumentCheck(document)
    const failures: string[] = []
    const covered: string[] = []
    const statuses: Record<number, number> = {}
    const started = Date.now()
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const cases = casesOf(random, operation)
        if (cases.length === 0) continue
        covered.push(`${method.toUpperCase()} ${path}: ${cases.map((each) => each.label).join('; ')}`)
        const writes = method !== 'get' && method !== 'head'
        const before = writes ? await rowCounts() : {}
        for (const testCase of cases) {
          const sent = request(path, method, testCase, cookieFor(operation), client(random))
          const label = `${method.toUpperCase()} ${path} ${testCase.label} (${new URL(sent.url).search.slice(0, 160)}${testCase.body ? ` body ${testCase.body.text.slice(0, 160)}` : ''})`
          const answer = await answerApi(sent)
          // A refused form field is answered by the form's redirect; a refused query (the form action's own) by a 400.
          const isForm = testCase.body?.type === 'application/x-www-form-urlencoded' && testCase.label.startsWith('body ')
          const text = await answer.clone().text()
          statuses[answer.status] = (statuses[answer.status] ?? 0) + 1
          if (isForm) {
            // A form's refusal is its declared redirect back to the page, with the field's message in an `…error` parameter.
            const location = new URL(answer.headers.get('location') ?? '/', TEST_ORIGIN)
            const said = [...location.searchParams].find(([name, value]) => /error$/.test(name) && value.trim() !== '')
            if (answer.status !== 303 || !said) failures.push(`${label}: answered ${answer.status} ${answer.headers.get('location') ?? text.slice(0, 200)}, not a refusal`)
            continue
          }
          if (answer.status < 400 || answer.status >= 500 || answer.status === 429) {
            failures.push(`${label}: answered ${answer.status} ${text.slice(0, 200)}`)
            continue
          }
          let message: unknown
          try {
            message = (JSON.parse(text) as { message?: unknown }).message
          } catch {
            message = undefined
          }
          if (typeof message !== 'string' || message.trim() === '') failures.push(`${label}: ${answer.status} without a message: ${text.slice(0, 200)}`)
          check.check(await seen(method, path, answer), label)
        }
        if (writes) {
          const changed = changedTables(before, await rowCounts())
          if (changed.length > 0) failures.push(`${method.toUpperCase()} ${path}: refused requests wrote rows (${changed.join(', ')})`)
        }
        if (!writes && operation.parameters?.some((parameter) => parameter.in === 'query')) {
          // Tracking parameters are ignored: only unknown keys answer as no query does.
          const plain = await answerApi(request(path, method, { query: exampleQuery(operation) }, cookieFor(operation), client(random)))
          const tracked = new URLSearchParams(exampleQuery(operation))
          tracked.set('utm_source', pick(random, ['newsletter', '12', '']))
          tracked.set(`unknown_${Math.floor(random() * 100)}`, 'x'.repeat(300))
          const answer = await answerApi(request(path, method, { query: tracked }, cookieFor(operation), client(random)))
          if (answer.status !== plain.status) failures.push(`${method.toUpperCase()} ${path}?${tracked.toString().slice(0, 160)}: unknown keys answered ${answer.status}, the example alone ${plain.status}`)
        }
      }
    }
    console.info(`negative fuzz (seed ${SEED}): ${check.checked} refusals checked over ${covered.length} operations in ${Date.now() - started} ms, statuses ${JSON.stringify(statuses)}:\n${covered.join('\n')}`)
    expect(covered.length).toBeGreaterThan(30)
    expect(failures).toEqual([])
    expect(check.mismatches).toEqual([])
  }, 120_000)
})
