import { z } from 'zod'
import { API_CALLS, apiErrorSchema, type ApiCall } from '@cms/contract/apiCalls'
import type { Route } from './route'

/** A zod schema as the JSON Schema (draft 2020-12) OpenAPI 3.1 embeds; what JSON Schema cannot say is left open. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>
  return rest
}

const CONTENT_TYPES = { json: 'application/json', form: 'application/x-www-form-urlencoded', multipart: 'multipart/form-data' } as const

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad input (the message says what)',
  401: 'Not signed in',
  403: 'Not allowed (another site, another account, or not an admin)',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict',
  410: 'Gone (the job expired)',
  413: 'Body too large',
  415: 'Wrong body format',
  429: 'Too many requests (see Retry-After)',
  503: 'Not available (not configured, or the time budget ran out)',
}

function parameters(call: ApiCall) {
  const inPath = Object.entries(call.params ?? {}).map(([name, description]) => ({ name, in: 'path', required: true, description, schema: { type: 'string' } }))
  const inQuery = Object.entries(call.query?.shape ?? {}).map(([name, schema]) => {
    const field = schema as z.ZodType
    return { name, in: 'query', required: !field.safeParse(undefined).success, ...(field.description ? { description: field.description } : {}), schema: jsonSchema(field, 'input') }
  })
  return [...inPath, ...inQuery]
}

function operation(route: Route, call: ApiCall) {
  const answer = call.answer
  const success = {
    description: answer.description ?? (answer.status === 405 ? STATUS_TEXT[405] : 'Success'),
    ...(answer.schema
      ? { content: { 'application/json': { schema: answer.status >= 400 ? { $ref: '#/components/schemas/Error' } : jsonSchema(answer.schema, 'output') } } }
      : answer.contentType
        ? { content: { [answer.contentType]: {} } }
        : {}),
  }
  const errors = Object.fromEntries(
    call.errors.filter((status) => status !== answer.status).map((status) => [String(status), { description: STATUS_TEXT[status] ?? 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } }]),
  )
  return {
    operationId: `${route.method.toLowerCase()}${route.path.replace(/^\/api/, '').replace(/[/:.-](\w)/g, (_, c: string) => c.toUpperCase())}`,
    tags: [call.tag],
    summary: call.summary,
    parameters: parameters(call),
    ...(call.body ? { requestBody: { required: true, content: { [CONTENT_TYPES[call.body.format]]: { schema: jsonSchema(call.body.schema, 'input') } } } } : {}),
    ...(call.auth ? { security: [{ session: [] }], description: call.auth === 'admin' ? 'Needs an admin session.' : 'Needs a session.' } : {}),
    responses: { [String(answer.status)]: success, ...errors },
  }
}

/**
 * The OpenAPI 3.1 document of the route table, built from the contract (cms/contract/apiCalls.ts): every call
 * with its parameters, body, answer and errors. Test-only calls are left out unless `includeTestCalls`.
 */
export function openApiDocument(routes: Route[], { serverUrl, includeTestCalls }: { serverUrl: string; includeTestCalls: boolean }) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const route of routes) {
    const call = API_CALLS[`${route.method} ${route.path}`]!
    if (call.testOnly && !includeTestCalls) continue
    const path = route.path.replace(/:(\w+)/g, '{$1}')
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route, call) }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Nomad Jobs API',
      version: '1.0.0',
      description:
        'Remote jobs for digital nomads. Read-only public calls need no key and answer any origin. Calls that change state take JSON from our own pages (or the formats named below) and need the session cookie where marked.',
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      schemas: { Error: jsonSchema(apiErrorSchema, 'output') },
      // Payload's session cookie (its default prefix), set by /api/auth/login and /register.
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'payload-token' } },
    },
  }
}
