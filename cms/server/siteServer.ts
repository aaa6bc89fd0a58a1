import http from 'node:http'
import next from 'next'
import { middleware } from './middleware'

/** The one HTTP server of the site: our own steps first, then Next (Payload's admin and REST, the /api handlers, the SPA). */
export async function createSiteServer({ dev }: { dev: boolean }): Promise<http.Server> {
  const app = next({ dev, dir: 'cms', webpack: true })
  await app.prepare()
  const handleWithNext = app.getRequestHandler()
  return http.createServer(async (request, response) => {
    try {
      for (const step of middleware) if (await step(request, response)) return
      await handleWithNext(request, response)
    } catch (error) {
      console.error('[server] request failed', error)
      if (!response.headersSent) {
        response.writeHead(500, { 'content-type': 'application/json' })
        response.end(JSON.stringify({ message: 'Internal server error' }))
      } else response.destroy()
    }
  })
}
