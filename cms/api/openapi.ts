import { z } from 'zod'
import { apiErrorSchema } from '@cms/contract/apiError'
import { API_TAGS, isSessionAccess, type AnswerDeclaration, type Declaration } from './declaration'
import { exampleKey, RECORDED_EXAMPLES, type RecordedExample } from './recordedExamples'
import { schemaExample } from './schemaExample'

/** A zod schema as the JSON Schema (draft 2020-12) OpenAPI 3.1 embeds; what JSON Schema cannot say is left open. */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>
  return rest
}

const CONTENT_TYPES = { json: 'application/json', form: 'application/x-www-form-urlencoded', multipart: 'multipart/form-data', any: 'application/json' } as const

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad input (the message says what; `issues` names each field)',
  401: 'Not signed in',
  403: 'Not allowed (another site, another account, or the wrong role)',
  404: 'Not found',
  405: 'Method not allowed',
  406: 'Not acceptable (an MCP client accepts application/json and text/event-stream)',
  409: 'Conflict',
  410: 'Gone (the job expired)',
  413: 'Body too large',
  415: 'Wrong body format',
  429: 'Too many requests (see Retry-After and the RateLimit headers)',
  502: 'Stripe did not answer',
  503: 'Not available: the server is busy (see Retry-After), not configured, or the time budget ran out',
}

/** A call's name: its method and path in camel case (`GET /api/jobs/:slug` → `getJobsSlug`), the document's operationId and the SPA's name for it. */
export const operationName = (call: Pick<Declaration, 'method' | 'path'>) =>
  `${call.method.toLowerCase()}${call.path.replace(/^\/api/, '').replace(/[/:.-]+(\w)/g, (_, c: string) => c.toUpperCase())}`

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Every status a call can answer besides its success: what its handler declares, plus what the entry answers from
 * the declaration (400 for checked input, 401/403 from the access, 403/413/415 for a state-changing call's origin,
 * size and format, 429 where a rate limit applies, 503 when the server is busy or the time budget runs out).
 */
export function statusesOf(call: Declaration): number[] {
  const statuses = new Set(call.errors)
  if (call.params || call.query || call.body) statuses.add(400)
  if (isSessionAccess(call.access)) statuses.add(401)
  if (call.access === 'admin' || call.access === 'editor') statuses.add(403)
  if (STATE_CHANGING.has(call.method)) {
    if (!call.policy.crossSite) statuses.add(403)
    statuses.add(413)
    if (call.policy.body !== 'any') statuses.add(415)
  }
  if (call.policy.rateLimit !== 'none') statuses.add(429)
  statuses.add(503)
  for (const answer of [call.answer, ...(call.more ?? [])]) statuses.delete(answer.status)
  return [...statuses].sort((a, b) => a - b)
}

function parameters(call: Declaration) {
  const inPath = Object.entries(call.params ?? {}).map(([name, description]) => ({ name, in: 'path', required: true, description, schema: { type: 'string' } }))
  const inQuery = Object.entries(call.query?.shape ?? {}).map(([name, schema]) => {
    const field = schema as z.ZodType
    const example = call.example?.[name]
    return { name, in: 'query', required: !field.safeParse(undefined).success, ...(field.description ? { description: field.description } : {}), schema: jsonSchema(field, 'input'), ...(example ? { example } : {}) }
  })
  return [...inPath, ...inQuery]
}

const ERROR_CONTENT = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } }

/**
 * A declared answer, with its example: the recorded one (a real answer) where there is one, else one made from its
 * schema (openapi.test.ts parses each with the declaration's schema).
 */
function successOf(answer: AnswerDeclaration, recorded: RecordedExample | undefined) {
  const schema = answer.schema && answer.status < 400 ? jsonSchema(answer.schema, 'output') : null
  return {
    description: answer.description ?? (answer.status === 405 ? STATUS_TEXT[405] : 'Success'),
    ...(answer.schema
      ? { content: { 'application/json': schema ? { schema, example: recorded?.answer ?? schemaExample(schema) } : { schema: { $ref: '#/components/schemas/Error' } } } }
      : answer.contentType
        ? { content: { [answer.contentType]: {} } }
        : {}),
    ...(isRedirect(answer.status) ? { headers: { Location: { description: 'Where the browser goes next.', schema: { type: 'string' }, ...(recorded?.location ? { example: recorded.location } : {}) } } } : {}),
  }
}

const isRedirect = (status: number) => status >= 300 && status < 400

function requestBodyOf(body: NonNullable<Declaration['body']>, recorded: unknown) {
  const schema = jsonSchema(body.schema, 'input')
  // A file upload's example would be a file: its fields are named by the schema alone.
  const example = body.format === 'multipart' ? {} : { example: recorded ?? schemaExample(schema) }
  return { required: !body.optional, content: { [CONTENT_TYPES[body.format]]: { schema, ...example } } }
}

function operation(call: Declaration) {
  const answer = call.answer
  const recorded = RECORDED_EXAMPLES.examples[exampleKey(call)]
  const successes = Object.fromEntries([answer, ...(call.more ?? [])].map((each) => [String(each.status), successOf(each, each === answer ? recorded : undefined)]))
  const errors = Object.fromEntries(statusesOf(call).map((status) => [String(status), { description: STATUS_TEXT[status] ?? 'Error', content: ERROR_CONTENT }]))
  const access = call.access
  return {
    operationId: operationName(call),
    tags: [call.tag],
    summary: call.summary,
    parameters: parameters(call),
    ...(call.body ? { requestBody: requestBodyOf(call.body, recorded?.request) } : {}),
    ...(isSessionAccess(access)
      ? { security: [{ session: [] }], description: { user: 'Needs a session.', editor: 'Needs an editor or admin session.', admin: 'Needs an admin session.' }[access] }
      : typeof access === 'object'
        ? { description: `Authorised by the ${access.token} token the call carries.` }
        : {}),
    responses: { ...successes, ...errors },
  }
}

/**
 * The OpenAPI 3.1 document of the declarations: every call with its parameters, body, answer and every error
 * status it can give. Test-only calls are left out unless `includeTestCalls`.
 */
export function openApiDocument(calls: Declaration[], { serverUrl, includeTestCalls }: { serverUrl: string; includeTestCalls: boolean }) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const call of calls) {
    if (call.testOnly && !includeTestCalls) continue
    const path = call.path.replace(/:(\w+)/g, '{$1}')
    paths[path] = { ...paths[path], [call.method.toLowerCase()]: operation(call) }
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
    tags: API_TAGS.map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: jsonSchema(apiErrorSchema, 'output') },
      // Payload's session cookie (its default prefix), set by /api/auth/login and /register.
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'payload-token' } },
    },
  }
}
