import { Validator } from '@seriousme/openapi-schema-validator'
import { describe, expect, it } from 'vitest'
import { API_CALLS } from './calls'
import { openApiDocument } from './openapi'

const keyOf = (route: { method: string; path: string }) => `${route.method} ${route.path}`

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
    const search = development.paths['/api/search']!.get as { parameters: { name: string }[]; responses: Record<string, unknown> }
    expect(search.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['q', 'category', 'page', 'limit', 'sort', 'count']))
    expect(Object.keys(search.responses)).toEqual(['200', '400', '429', '503'])
    const job = development.paths['/api/jobs/{slug}']!.get as { parameters: { name: string; in: string }[] }
    expect(job.parameters).toContainEqual(expect.objectContaining({ name: 'slug', in: 'path' }))
    const login = development.paths['/api/auth/login']!.post as { requestBody: { content: Record<string, { schema: { required: string[] } }> } }
    expect(login.requestBody.content['application/json']!.schema.required).toEqual(['email', 'password'])
  })
})
