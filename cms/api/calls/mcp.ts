import { MCP_MAX_BODY_BYTES, mcpRequestSchema, mcpResponseSchema } from '@cms/contract/mcp'
import { declare, jsonBody, ok, rawAnswer, type Declaration } from '../declaration'
import { answerMcp, MCP_HEADERS, mcpToolsOf } from '../mcp'

/**
 * POST /api/mcp: the public reads as MCP tools for AI assistants (Streamable HTTP, stateless). The list hands itself
 * in (`() => API_CALLS`), so this module does not import the list that imports it; the tools are read once, on
 * the first message.
 */
export function mcpCalls(list: () => Declaration[]) {
  let tools: ReturnType<typeof mcpToolsOf> | undefined
  return [
    declare({
      method: 'POST',
      path: '/api/mcp',
      tag: 'Reference',
      summary: 'MCP (Model Context Protocol, Streamable HTTP, stateless) for AI assistants: search jobs, read a job with who may apply, list categories and locations.',
      access: 'public',
      policy: { rateLimit: 'public-read', maxBodyBytes: MCP_MAX_BODY_BYTES },
      body: jsonBody(mcpRequestSchema, { maxBytes: MCP_MAX_BODY_BYTES }),
      answer: ok(mcpResponseSchema, { description: 'The JSON-RPC answer.' }),
      more: [{ status: 202, schema: null, description: 'A notification, received.' }],
      errors: [400, 406],
      headers: MCP_HEADERS,
      handler: async ({ body, headers, origin }) => rawAnswer(await answerMcp((tools ??= mcpToolsOf(list())), { body, headers, origin })),
    }),
  ]
}
