import type { IncomingMessage, ServerResponse } from 'node:http'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ViteDevServer } from 'vite'
import type { EntryServer, RenderResult, RenderSettings } from '@cms/contract/ssr'

export interface Renderer {
  /** Renders a page: the template filled with the head, the HTML and the page state. */
  render(request: Request): Promise<{ status: number; location?: string; html?: string }>
  /** Development only: Vite's own requests (modules, hot updates); true when Vite answered. */
  serveDevAsset(request: IncomingMessage, response: ServerResponse): Promise<boolean>
}

const MARKERS = ['<!--app-head-->', '<!--app-html-->', '<!--app-state-->'] as const

/**
 * The template with the head, the HTML and the page state at its markers. The rendered parts are joined in as
 * they are: never as a `String.replace` replacement, where `$\``, `$'` and `$&` in a visitor's words (a search,
 * a keyword path) copy the template into the page, and never scanned again for markers.
 */
export function fillTemplate(template: string, result: Extract<RenderResult, { kind: 'page' }>): string {
  const values = [result.head, result.html, result.state]
  let filled = ''
  let rest = template
  MARKERS.forEach((marker, index) => {
    const at = rest.indexOf(marker)
    if (at < 0) throw new Error(`The page template has no ${marker}`)
    filled += rest.slice(0, at) + values[index]
    rest = rest.slice(at + marker.length)
  })
  return filled + rest
}

async function renderWith(entry: EntryServer, template: string, request: Request) {
  const result = await entry.render(request)
  if (result.kind === 'redirect') return { status: result.status, location: result.location }
  return { status: result.status, html: fillTemplate(template, result) }
}

/** Production: the bundle `vite build --ssr` wrote to cms/.ssr and the built index.html as the template. */
export async function productionRenderer(settings: RenderSettings): Promise<Renderer> {
  const entry = (await import(pathToFileURL(path.resolve('cms/.ssr/entry-server.js')).href)) as EntryServer
  const template = fs.readFileSync(path.resolve('cms/public/index.html'), 'utf8')
  entry.configure(settings)
  return { render: (request) => renderWith(entry, template, request), serveDevAsset: async () => false }
}

/** Development: Vite in middleware mode, so screens and the renderer reload on every change. */
export async function developmentRenderer(settings: RenderSettings): Promise<Renderer> {
  const { createServer } = await import('vite')
  const vite: ViteDevServer = await createServer({ configFile: path.resolve('web/vite.config.ts'), server: { middlewareMode: true }, appType: 'custom' })
  return {
    async render(request) {
      const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as EntryServer
      entry.configure(settings)
      const template = await vite.transformIndexHtml(new URL(request.url).pathname, fs.readFileSync(path.resolve('web/index.html'), 'utf8'))
      return renderWith(entry, template, request)
    },
    serveDevAsset: (request, response) =>
      new Promise((resolve) => {
        response.once('finish', () => resolve(true))
        vite.middlewares(request, response, () => resolve(false))
      }),
  }
}
