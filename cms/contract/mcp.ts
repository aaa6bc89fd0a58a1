import { z } from 'zod'

/** The largest JSON-RPC message /api/mcp reads: a tool call's arguments are a few filters. */
export const MCP_MAX_BODY_BYTES = 64 * 1024

const jsonRpcId = z.union([z.string(), z.number(), z.null()])

/** A JSON-RPC 2.0 message an MCP client sends (a request or a notification), or a batch of them. */
const jsonRpcMessage = z.looseObject({ jsonrpc: z.literal('2.0'), method: z.string().optional(), id: jsonRpcId.optional() })
export const mcpRequestSchema = z.union([jsonRpcMessage, z.array(jsonRpcMessage)])

/** What /api/mcp answers a request: a JSON-RPC result or error (the MCP result itself is described by the tools' own schemas). */
const jsonRpcAnswer = z.object({
  jsonrpc: z.literal('2.0'),
  id: jsonRpcId,
  result: z.record(z.string(), z.unknown()).optional(),
  error: z.object({ code: z.number(), message: z.string(), data: z.unknown().optional() }).optional(),
})
export const mcpResponseSchema = z.union([jsonRpcAnswer, z.array(jsonRpcAnswer)])
