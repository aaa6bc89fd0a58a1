import type { ServerResponse } from 'node:http'

/** Answers a JSON error from a middleware step, in the shape of the /api handlers' errors. */
export function sendJsonError(response: ServerResponse, status: number, message: string): true {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  response.end(JSON.stringify({ error: message, message, success: false }))
  return true
}
