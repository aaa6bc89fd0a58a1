import { Server } from '@modelcontextprotocol/sdk/server/index.js'
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'
import {
  CallToolRequestSchema,
  ErrorCode,
  InitializeRequestSchema,
  ListToolsRequestSchema,
  McpError,
  PingRequestSchema,
  type CallToolResult,
  type Tool as ToolListing,
} from '@modelcontextprotocol/sdk/types.js'
import { z } from 'zod'
import { jsonError } from '@cms/lib/http'
import { logger } from '@cms/lib/logger'
import { settings } from '@cms/lib/settings'
import { jsonResponse } from '@cms/lib/stringResponse'
import { assertDeclaredAnswer } from './answerCheck'
import type { Declaration, DeclaredHeaders } from './declaration'
import { jsonSchema } from './openapi'
import { prepareCall } from './prepareCall'
import type { Route } from './route'

const checkAnswers = settings().API_CHECK_ANSWERS

/** The request headers Streamable HTTP defines, the only ones the MCP call reads. */
export const MCP_HEADERS = ['accept', 'content-type', 'mcp-protocol-version', 'mcp-session-id'] as const
type McpHeader = (typeof MCP_HEADERS)[number]

interface Tool {
  name: string
  call: Declaration
  route: Route
  listing: ToolListing
}

/**
 * A tool's input: the call's path segments and query parameters, with the document's schemas (the query's bounds
 * and values). Assistants send JSON, so a number or true/false stands for its text, and a list for a repeated
 * parameter; the call's own query check reads them as /api reads its query string.
 */
function inputSchemaOf(call: Declaration): ToolListing['inputSchema'] {
  const params = Object.fromEntries(Object.entries(call.params ?? {}).map(([name, description]) => [name, z.string().min(1).describe(description)]))
  return jsonSchema(z.object({ ...params, ...(call.query?.shape ?? {}) }), 'input') as ToolListing['inputSchema']
}

/** The declarations offered as tools: only public reads may be (an assistant holds no session and changes nothing). */
export function mcpToolsOf(calls: Declaration[]): Tool[] {
  return calls
    .filter((call) => call.mcpTool)
    .map((call) => {
      if (call.access !== 'public' || call.method !== 'GET' || !call.answer.schema) throw new Error(`${call.method} ${call.path} cannot be an MCP tool: only public JSON reads can`)
      const listing: ToolListing = {
        name: call.mcpTool!,
        title: call.summary,
        description: `${call.summary} (${call.method} ${call.path} of the Nomad Jobs API; the answer is under "result".)`,
        inputSchema: inputSchemaOf(call),
        outputSchema: jsonSchema(z.object({ result: call.answer.schema }), 'output') as ToolListing['outputSchema'],
        annotations: { readOnlyHint: true, openWorldHint: false },
      }
      return { name: listing.name, call, route: prepareCall(call), listing }
    })
}

const invalidParams = (message: string) => new McpError(ErrorCode.InvalidParams, message)

/** An argument's value as query text: a string, a number or true/false as it is written, a list as repeated values. */
function queryValues(name: string, value: unknown): string[] {
  const scalar = (each: unknown) => typeof each === 'string' || typeof each === 'number' || typeof each === 'boolean'
  if (scalar(value)) return [String(value)]
  if (Array.isArray(value) && value.every(scalar)) return value.map(String)
  throw invalidParams(`Argument "${name}" must be a string, a number, true or false, or a list of them.`)
}

/** A tool's arguments as the call's path and query string; an argument the call does not take is refused. */
function targetOf(call: Declaration, args: Record<string, unknown>): { path: string; params: Record<string, string>; search: string } {
  const paramNames = Object.keys(call.params ?? {})
  const queryNames = new Set(Object.keys(call.query?.shape ?? {}))
  const params: Record<string, string> = {}
  for (const name of paramNames) {
    const value = args[name]
    if (typeof value !== 'string' || !value) throw invalidParams(`Argument "${name}" is required: ${call.params![name]}`)
    params[name] = value
  }
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(args)) {
    if (paramNames.includes(name) || value === undefined || value === null) continue
    if (!queryNames.has(name)) throw invalidParams(`Unknown argument "${name.slice(0, 60)}". ${call.mcpTool} takes: ${[...paramNames, ...queryNames].join(', ') || 'no arguments'}.`)
    for (const each of queryValues(name, value)) query.append(name, each)
  }
  const path = call.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name]!))
  const search = query.toString()
  return { path, params, search: search ? `?${search}` : '' }
}

/**
 * Runs a tool as its call: the declaration's own input check (the same transforms /api runs, so the same 400s,
 * here JSON-RPC's -32602 with the field's message) and handler, then the answer checked against the declared
 * schema, the one the OpenAPI document states. Another refusal (404, 410) is the tool's error with the call's
 * message. In tests (API_CHECK_ANSWERS) every answer must also be one its declaration lists, as on /api.
 */
async function runTool(tool: Tool, args: Record<string, unknown>, origin: string): Promise<CallToolResult> {
  const { path, params, search } = targetOf(tool.call, args)
  const request = new Request(new URL(path + search, origin), { headers: { accept: 'application/json' } })
  const response = await tool.route.handler(request, { params })
  if (checkAnswers) await assertDeclaredAnswer(tool.call, request, response)
  const body: unknown = await response.json().catch(() => null)
  if (response.status !== tool.call.answer.status) {
    const message = (body as { message?: unknown } | null)?.message
    const text = typeof message === 'string' ? message : `The call answered ${response.status}.`
    if (response.status === 400) throw invalidParams(text)
    return { isError: true, content: [{ type: 'text', text }] }
  }
  const checked = tool.call.answer.schema!.safeParse(body)
  if (!checked.success) {
    logger.error({ tool: tool.name, issues: checked.error.issues.slice(0, 5) }, 'mcp: an answer left its declared schema')
    return { isError: true, content: [{ type: 'text', text: 'The answer did not match its declared schema.' }] }
  }
  return { content: [{ type: 'text', text: JSON.stringify(body) }], structuredContent: { result: body } }
}

function serverOf(tools: Tool[], origin: string): Server {
  const server = new Server({ name: 'nomad-jobs', version: '1.0.0' }, { capabilities: { tools: {} } })
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: tools.map((tool) => tool.listing) }))
  server.setRequestHandler(CallToolRequestSchema, ({ params }) => {
    const tool = tools.find((each) => each.name === params.name)
    if (!tool) throw invalidParams(`Unknown tool "${params.name.slice(0, 60)}". Tools: ${tools.map((each) => each.name).join(', ')}.`)
    return runTool(tool, params.arguments ?? {}, origin)
  })
  return server
}

/** The requests this server answers, by method: their params are checked here, so a bad one is -32602, not the SDK's -32603 with its parser's dump. */
const REQUEST_SCHEMAS: Record<string, z.ZodType> = Object.fromEntries(
  [InitializeRequestSchema, PingRequestSchema, ListToolsRequestSchema, CallToolRequestSchema].map((schema) => [schema.shape.method.value, schema as unknown as z.ZodType]),
)

/** JSON-RPC's -32602 for a request whose params its method's schema refuses, with the first issue; null when they pass. */
function refusedParams(message: unknown): Response | null {
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return null
  const { id, method } = message as { id?: unknown; method?: unknown }
  const schema = typeof method === 'string' && id !== undefined ? REQUEST_SCHEMAS[method] : undefined
  const parsed = schema?.safeParse(message)
  if (!parsed || parsed.success) return null
  const issue = parsed.error.issues[0]!
  return jsonResponse({ jsonrpc: '2.0', id, error: { code: ErrorCode.InvalidParams, message: `Invalid params: ${issue.path.join('.') || 'message'}: ${issue.message}` } })
}

/**
 * One MCP message over Streamable HTTP, stateless: a fresh server and transport per request (nothing is kept
 * between requests, so any server of several answers any request), JSON answers rather than an event stream.
 * The transport's own refusals (a message that is not JSON-RPC, an Accept header without JSON) are answered in
 * the API's one error shape.
 */
export async function answerMcp(tools: Tool[], { body, headers, origin }: { body: unknown; headers: DeclaredHeaders<McpHeader>; origin: string }): Promise<Response> {
  const refused = refusedParams(body)
  if (refused) return refused
  const server = serverOf(tools, origin)
  // The transport reads what Streamable HTTP defines (the Accept and Content-Type it requires, the protocol version).
  const sent = MCP_HEADERS.flatMap((name) => {
    const value = headers.get(name)
    return value === null ? [] : [[name, value] as [string, string]]
  })
  const request = new Request(new URL('/api/mcp', origin), { method: 'POST', headers: sent, body: JSON.stringify(body) })
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true })
  await server.connect(transport)
  try {
    const response = await transport.handleRequest(request, { parsedBody: body })
    if (response.status < 400) return response
    const refusal = (await response.json().catch(() => null)) as { error?: { message?: string } } | null
    return jsonError(response.status, refusal?.error?.message ?? 'This is not an MCP message.', { success: false })
  } finally {
    await server.close()
  }
}
