import { Validator } from '@seriousme/openapi-schema-validator'
import { describe, expect, it } from 'vitest'
import { JOB_TYPE_VALUES, MATCH_VALUES, MAX_LIST_VALUES, SORT_VALUES } from '@cms/contract/jobValues'
import { API_CALLS } from './calls'
import { openApiDocument } from './openapi'
import { exampleKey, RECORDED_EXAMPLES } from './recordedExamples'

const keyOf = (route: { method: string; path: string }) => `${route.method} ${route.path}`

/** What an operation's example shows: the body it takes, the JSON it answers, where its redirect leads. */
function examplePartsOf(call: (typeof API_CALLS)[number]): ('request' | 'answer' | 'location')[] {
  return [
    ...(call.body && call.body.format !== 'multipart' ? (['request'] as const) : []),
    ...(call.answer.schema && call.answer.status < 400 ? (['answer'] as const) : []),
    ...(call.answer.status >= 300 && call.answer.status < 400 ? (['location'] as const) : []),
  ]
}

/**
 * The operations with no example recorded from a real answer, each with why: what they answer is no JSON and no
 * redirect (a file, a page, a 405), so OpenAPI has no example of it to show.
 */
const WITHOUT_RECORDED_EXAMPLE: Record<string, string> = {
  'GET /api/openapi.json': 'the document itself: its example would be the whole document inside itself',
  'GET /api/docs': 'the reference page, HTML',
  'GET /api/docs/reference.js': "the reference page's script (Scalar's bundle)",
  'GET /api/admin/guide-file': 'answers the guide PDF itself',
  'GET /api/guide/download/:file': 'answers the guide PDF itself',
  'HEAD /api/guide/download/:file': 'always 405, with no body',
  'GET /api/alerts/unsubscribe': 'always 405 (mail scanners follow links): the Error body only',
  'GET /api/newsletter/unsubscribe': 'always 405 (mail scanners follow links): the Error body only',
  'GET /api/job-posts/:id/logo': "answers the held logo's image itself",
}

describe('the OpenAPI document of the declarations', () => {
  it('validates as OpenAPI 3.1, in development and in production', async () => {
    for (const includeTestCalls of [true, false]) {
      const result = await new Validator().validate(openApiDocument(API_CALLS, { serverUrl: 'https://jobs.example', includeTestCalls }) as never)
      expect(result.errors).toBeUndefined()
      expect(result.valid).toBe(true)
    }
  })

  it('declares each method and path once', () => {
    const keys = API_CALLS.map(keyOf)
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([])
  })

  it('documents every call with its parameters, body and answer; the test-only calls only outside production', () => {
    const development = openApiDocument(API_CALLS, { serverUrl: 'https://jobs.example', includeTestCalls: true })
    const production = openApiDocument(API_CALLS, { serverUrl: 'https://jobs.example', includeTestCalls: false })
    const operations = Object.values(development.paths).flatMap((methods) => Object.keys(methods))
    expect(operations.length).toBe(API_CALLS.length)
    expect(development.paths['/api/test/simulate-purchase']).toBeDefined()
    expect(production.paths['/api/test/simulate-purchase']).toBeUndefined()
    expect(development.tags[0]).toEqual({ name: 'Jobs' })
    const search = development.paths['/api/search']!.get as { parameters: { name: string; schema: { default?: string } }[]; responses: Record<string, unknown> }
    // The reference's "try it" fills a parameter with its default: search's count stays false, so its example lists jobs.
    expect(search.parameters.find((p) => p.name === 'count')!.schema.default).toBe('false')
    expect(search.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['q', 'category', 'page', 'limit', 'sort', 'count']))
    expect(Object.keys(search.responses)).toEqual(['200', '400', '429', '503'])
    const job = development.paths['/api/jobs/{slug}']!.get as { parameters: { name: string; in: string }[] }
    expect(job.parameters).toContainEqual(expect.objectContaining({ name: 'slug', in: 'path' }))
    const login = development.paths['/api/auth/login']!.post as { requestBody: { content: Record<string, { schema: { required: string[] } }> } }
    expect(login.requestBody.content['application/json']!.schema.required).toEqual(['email', 'password'])
  })

  it('gives every operation an example of its body and its answer, each one its declaration accepts', () => {
    const document = openApiDocument(API_CALLS, { serverUrl: 'https://jobs.example', includeTestCalls: true })
    type Content = Record<string, { example?: unknown }>
    type Operation = { requestBody?: { content: Content }; responses: Record<string, { content?: Content }> }
    const refused: string[] = []
    for (const call of API_CALLS) {
      const operation = (document.paths as Record<string, Record<string, Operation>>)[call.path.replace(/:(\w+)/g, '{$1}')]![call.method.toLowerCase()]!
      const name = `${call.method} ${call.path}`
      if (call.body && call.body.format !== 'multipart') {
        const [content] = Object.values(operation.requestBody!.content)
        const parsed = call.body.schema.safeParse(content!.example)
        if (!parsed.success) refused.push(`${name} body: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`)
      }
      if (call.answer.schema && call.answer.status < 400) {
        const example = operation.responses[String(call.answer.status)]!.content!['application/json']!.example
        const parsed = call.answer.schema.safeParse(example)
        if (example === undefined || !parsed.success) refused.push(`${name} answer: ${parsed.error?.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ') ?? 'none'}`)
      }
    }
    expect(refused).toEqual([])
  })

  it('takes every example from a real answer a test recorded, and names the operations that cannot carry one', () => {
    const { examples } = RECORDED_EXAMPLES
    const missing = API_CALLS.map((call) => ({ key: exampleKey(call), parts: examplePartsOf(call).filter((part) => examples[exampleKey(call)]?.[part] === undefined) }))
    const withoutRecorded = missing.filter(({ key, parts }) => parts.length > 0 || !(key in examples))
    expect(
      withoutRecorded.filter(({ key }) => !(key in WITHOUT_RECORDED_EXAMPLE)).map(({ key, parts }) => `${key} ${parts.join(', ') || 'anything'}`),
      'recorded by `npm run generate:examples` from a test that makes the call, or named with a reason in WITHOUT_RECORDED_EXAMPLE',
    ).toEqual([])
    expect(Object.keys(WITHOUT_RECORDED_EXAMPLE).filter((key) => !withoutRecorded.some((each) => each.key === key)), 'named as without an example, yet recorded (or no longer declared)').toEqual([])
    const keys = API_CALLS.map(exampleKey)
    expect(Object.keys(examples).filter((key) => !keys.includes(key)), 'operations that are no longer declared').toEqual([])

    const document = openApiDocument(API_CALLS, { serverUrl: 'https://jobs.example', includeTestCalls: true })
    const search = document.paths['/api/search']!.get as { responses: { 200: { content: { 'application/json': { example: { jobs?: unknown[] } } } } } }
    expect(search.responses[200].content['application/json'].example.jobs?.length, "the reference's search example lists jobs").toBeGreaterThan(0)
  })

  it("shows a job list's query as its transforms read it: sort and match name their values, list fields are lists", () => {
    const document = openApiDocument(API_CALLS, { serverUrl: 'https://jobs.example', includeTestCalls: false })
    type Parameter = { name: string; schema: Record<string, unknown> }
    const lists = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.values(methods as Record<string, { parameters: Parameter[] }>)
        .filter((operation) => operation.parameters.some((parameter) => parameter.name === 'sort'))
        .map((operation) => [path, Object.fromEntries(operation.parameters.map((parameter) => [parameter.name, parameter.schema]))] as const),
    )
    expect(lists.map(([path]) => path)).toEqual(expect.arrayContaining(['/api/search', '/api/jobs', '/api/categories/{slug}', '/api/companies/{slug}']))
    for (const [path, schemas] of lists) {
      expect(schemas.sort, path).toMatchObject({ type: 'string', enum: [...SORT_VALUES], default: 'relevant' })
      expect(schemas.match, path).toMatchObject({ type: 'string', enum: [...MATCH_VALUES], default: 'smart' })
      expect(schemas.type, path).toMatchObject({ type: 'array', items: { type: 'string', enum: [...JOB_TYPE_VALUES] }, maxItems: MAX_LIST_VALUES })
      expect(schemas.category, path).toMatchObject({ type: 'array', items: { type: 'string', pattern: expect.any(String) } })
    }
  })
})
