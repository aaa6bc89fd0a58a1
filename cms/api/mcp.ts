import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { z } from 'zod'
import { jsonError } from '@cms/lib/http'
import { logger } from '@cms/lib/logger'
import { settings } from '@cms/lib/settings'
import { assertDeclaredAnswer } from './answerCheck'
import type { Declaration, DeclaredHeaders } from './declaration'
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
  input: z.ZodObject
}

/** The declarations offered as tools: only public reads may be (an assistant holds no session and changes nothing). */
export function mcpToolsOf(calls: Declaration[]): Tool[] {
  return calls
    .filter((call) => call.mcpTool)
    .map((call) => {
      if (call.access !== 'public' || call.method !== 'GET' || !call.answer.schema) throw new Error(`${call.method} ${call.path} cannot be an MCP tool: only public JSON reads can`)
      const params = Object.fromEntries(Object.entries(call.params ?? {}).map(([name, description]) => [name, z.string().min(1).describe(description)]))
      return { name: call.mcpTool!, call, route: prepareCall(call), input: z.object({ ...params, ...(call.query?.shape ?? {}) }) }
    })
}

/** A tool's arguments as the call's path and query string; a list becomes a repeated parameter. */
function targetOf(call: Declaration, args: Record<string, unknown>): { path: string; params: Record<string, string>; search: string } {
  const params = Object.fromEntries(Object.keys(call.params ?? {}).map((name) => [name, String(args[name])]))
  const path = call.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name]!))
  const query = new URLSearchParams()
  for (const name of Object.keys(call.query?.shape ?? {})) {
    const value = args[name]
    if (value === undefined || value === null) continue
    for (const each of Array.isArray(value) ? value : [value]) query.append(name, String(each))
  }
  const search = query.toString()
  return { path, params, search: search ? `?${search}` : '' }
}

/**
 * Runs a tool as its call: the declaration's own input check and handler (prepared as the entry prepares it),
 * then the answer checked against the declared schema, the one the OpenAPI document states. An error answer
 * (404, 410, a bad filter) is the tool's error with the call's message. In tests (API_CHECK_ANSWERS) every answer,
 * errors included, must also be one its declaration lists, as the /api entry checks its own.
 */
async function runTool(tool: Tool, args: Record<string, unknown>, origin: string): Promise<CallToolResult> {
  const { path, params, search } = targetOf(tool.call, args)
  const request = new Request(new URL(path + search, origin), { headers: { accept: 'application/json' } })
  const response = await tool.route.handler(request, { params })
  if (checkAnswers) await assertDeclaredAnswer(tool.call, request, response)
  const body: unknown = await response.json().catch(() => null)
  if (response.status !== tool.call.answer.status) {
    const message = (body as { message?: unknown } | null)?.message
    return { isError: true, content: [{ type: 'text', text: typeof message === 'string' ? message : `The call answered ${response.status}.` }] }
  }
  const checked = tool.call.answer.schema!.safeParse(body)
  if (!checked.success) {
    logger.error({ tool: tool.name, issues: checked.error.issues.slice(0, 5) }, 'mcp: an answer left its declared schema')
    return { isError: true, content: [{ type: 'text', text: 'The answer did not match its declared schema.' }] }
  }
  return { content: [{ type: 'text', text: JSON.stringify(body) }], structuredContent: { result: body } }
}

function serverOf(tools: Tool[], origin: string): McpServer {
  const server = new McpServer({ name: 'nomad-jobs', version: '1.0.0' })
  for (const tool of tools) {
    server.registerTool(
      tool.name,
      {
        title: tool.call.summary,
        description: `${tool.call.summary} (${tool.call.method} ${tool.call.path} of the Nomad Jobs API; the answer is under "result".)`,
        inputSchema: tool.input,
        outputSchema: z.object({ result: tool.call.answer.schema! }),
        annotations: { readOnlyHint: true, openWorldHint: false },
      },
      (args) => runTool(tool, args as Record<string, unknown>, origin),
    )
  }
  return server
}

/**
 * One MCP message over Streamable HTTP, stateless: a fresh server and transport per request (nothing is kept
 * between requests, so any server of several answers any request), JSON answers rather than an event stream.
 * The transport's own refusals (a message that is not JSON-RPC, an Accept header without JSON) are answered in
 * the API's one error shape.
 */
export async function answerMcp(tools: Tool[], { body, headers, origin }: { body: unknown; headers: DeclaredHeaders<McpHeader>; origin: string }): Promise<Response> {
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
