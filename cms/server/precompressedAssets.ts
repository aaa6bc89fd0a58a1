import fs from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import Negotiator from 'negotiator'
import { brotliCopyOf, IMMUTABLE_CACHE_CONTROL } from '@cms/contract/caching'
import type { Middleware } from './middlewareStep'
import { streamToClient } from './streamToClient'
import { PUBLIC_DIR } from './spaPaths'

/** A built script or stylesheet: one file name under /assets, nothing that could climb out of the folder. */
const BUILT_ASSET = /^\/assets\/([\w-]+(?:\.[\w-]+)*\.(js|css))$/
const CONTENT_TYPES = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' } as const

/** The brotli copy of a built file and its size, or null when the build wrote none. */
async function brotliCopy(file: string): Promise<{ path: string; size: number } | null> {
  try {
    const copy = brotliCopyOf(file)
    const stats = await fs.promises.stat(copy)
    return stats.isFile() ? { path: copy, size: stats.size } : null
  } catch {
    return null
  }
}

/**
 * Sends the brotli copy the build wrote beside a script or stylesheet (web/build/precompressAssets.ts) to a
 * browser that accepts brotli: about 15% smaller than the quality the compression step can afford per
 * request, and no compressing at all. Anything else (no copy, a client without brotli) goes on to Next's
 * static files, compressed on the fly as before. Runs before `compressResponses`, which would otherwise
 * wrap the answer.
 */
export function createPrecompressedAssets(publicDir: string = PUBLIC_DIR): Middleware {
  // Decides at once for everything but a built asset: an async step would put every other request (each /api
  // call among them) a turn of the event loop later.
  return ({ request, response, path: requestPath }) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false
    const match = BUILT_ASSET.exec(requestPath)
    if (!match || new Negotiator(request).encoding(['br']) !== 'br') return false
    return sendBrotliCopy(request, response, path.join(publicDir, 'assets', match[1]!), match[2] as keyof typeof CONTENT_TYPES)
  }
}

/** Sends the file's brotli copy; false (on to Next's static files) when the build wrote none. */
async function sendBrotliCopy(request: IncomingMessage, response: ServerResponse, file: string, kind: keyof typeof CONTENT_TYPES): Promise<boolean> {
  const copy = await brotliCopy(file)
  if (!copy) return false
  response.writeHead(200, {
    'Content-Type': CONTENT_TYPES[kind],
    'Content-Encoding': 'br',
    'Content-Length': copy.size,
    'Cache-Control': IMMUTABLE_CACHE_CONTROL,
    Vary: 'Accept-Encoding',
  })
  if (request.method === 'HEAD') response.end()
  else await streamToClient(fs.createReadStream(copy.path), response)
  return true
}
