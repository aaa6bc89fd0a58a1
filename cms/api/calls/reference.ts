import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { env } from '@cms/lib/env'
import { escapeHtml } from '@cms/lib/html'
import { settings } from '@cms/lib/settings'
import { openApiDocument } from '../openapi'
import { z } from 'zod'
import { answerWith, declare, ok, type Declaration } from '../declaration'
import { OPEN_READ } from '../policy'

const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']

/** Test-only calls are documented where they can exist: outside production, or with ENABLE_TEST_ENDPOINTS. */
const documentsTestCalls = () => !env.isProduction || settings().ENABLE_TEST_ENDPOINTS

function documentOf(calls: Declaration[]) {
  return openApiDocument(calls, { serverUrl: env.siteUrl, includeTestCalls: documentsTestCalls() })
}

const pretty = (value: unknown) => escapeHtml(JSON.stringify(value, null, 2))

const PLAIN_STYLE = 'body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#1f2937}h1{font-size:1.75rem}h2{margin-top:2.5rem;border-bottom:1px solid #e5e7eb}h3{font-size:1.05rem;margin-bottom:.25rem}code,pre{font:14px ui-monospace,monospace}pre{background:#f3f4f6;padding:.75rem;overflow:auto;max-height:28rem}.m{display:inline-block;min-width:4.5rem;font:600 13px ui-monospace,monospace;color:#0f766e}section{margin:1.5rem 0}nav a{margin-right:1rem}'

/** The reference without a script (the page's body for visitors without JavaScript): every call grouped by tag, with its parameters, body and answer schemas. */
function plainReference(calls: Declaration[]): string {
  const document = documentOf(calls)
  const byTag = new Map<string, string[]>()
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const method of METHOD_ORDER.filter((m) => m.toLowerCase() in methods)) {
      const op = methods[method.toLowerCase()] as { tags: string[]; summary: string; description?: string; parameters: { name: string; in: string; required: boolean; description?: string }[]; requestBody?: unknown; responses: Record<string, unknown> }
      const params = op.parameters.map((p) => `<li><code>${escapeHtml(p.name)}</code> (${p.in}${p.required ? ', required' : ''})${p.description ? `: ${escapeHtml(p.description)}` : ''}</li>`).join('')
      const section = `<section id="${escapeHtml(`${method} ${path}`)}"><h3><span class="m">${method}</span> <code>${escapeHtml(path)}</code></h3><p>${escapeHtml(op.summary)}${op.description ? ` ${escapeHtml(op.description)}` : ''}</p>${params ? `<h4>Parameters</h4><ul>${params}</ul>` : ''}${op.requestBody ? `<details><summary>Body</summary><pre>${pretty(op.requestBody)}</pre></details>` : ''}<details><summary>Answers: ${Object.keys(op.responses).join(', ')}</summary><pre>${pretty(op.responses)}</pre></details></section>`
      const tag = op.tags[0]!
      byTag.set(tag, [...(byTag.get(tag) ?? []), section])
    }
  }
  const tags = [...byTag.keys()]
  return `<h1>Nomad Jobs API</h1><p>${escapeHtml(document.info.description)} The machine-readable document is <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p><nav>${tags.map((tag) => `<a href="#${escapeHtml(tag)}">${escapeHtml(tag)}</a>`).join('')}</nav>${tags.map((tag) => `<h2 id="${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${byTag.get(tag)!.join('')}`).join('')}`
}

/** Scalar's API reference, the browser bundle its package ships, served from our origin (no CDN, no outside fonts). */
const SCALAR_BUNDLE = path.join(path.dirname(createRequire(import.meta.url).resolve('@scalar/api-reference')), 'browser', 'standalone.js')
let scalarBundle: Promise<string> | undefined

/**
 * Scalar's light theme with its greys and method colours darkened to at least 4.5:1 on its backgrounds (its own
 * #8e8e8e, #757575 and #0082d0 fail WCAG AA as small text on #fff and #f6f6f6); the dark theme is not offered.
 */
const SCALAR_CONTRAST_CSS = `.light-mode{--scalar-color-2:#595959;--scalar-color-3:#636363;--scalar-color-accent:#0062b8;--scalar-color-blue:#00639e;--scalar-color-green:#067049;--scalar-color-orange:#ad3c00;--scalar-color-red:#b81412;--scalar-color-yellow:#7a5e00;--scalar-color-purple:#5203d1;--scalar-color-query:#00666a}`

/**
 * Appended to Scalar's bundle: its code blocks' copy buttons are an icon with no name, which a screen reader reads as
 * "button" and axe counts as critical; no setting of Scalar's names them, so each is named as it appears. On a line of
 * its own: the bundle ends in a source-map comment without a newline, which would swallow it.
 */
const NAME_COPY_BUTTONS = `;new MutationObserver(()=>{for(const b of document.querySelectorAll('button.scalar-code-copy:not([aria-label])'))b.setAttribute('aria-label','Copy code')}).observe(document.documentElement,{childList:true,subtree:true});`

/**
 * Scalar's settings: our document and fonts, its light theme with AA contrast; none of its hosted services (its AI
 * chat, MCP generator, developer toolbar).
 */
const SCALAR_CONFIGURATION = JSON.stringify({
  url: '/api/openapi.json',
  withDefaultFonts: false,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  mcp: { disabled: true },
  forceDarkModeState: 'light',
  hideDarkModeToggle: true,
  customCss: SCALAR_CONTRAST_CSS,
})

/**
 * The reference page: Scalar's reader (examples, a "try it" client for every call) over /api/openapi.json, with the
 * plain reference kept for visitors without JavaScript.
 */
function referencePage(calls: Declaration[]): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Nomad Jobs API reference</title><meta name="robots" content="noindex"><noscript><style>${PLAIN_STYLE}</style></noscript></head><body><noscript>${plainReference(calls)}</noscript><script id="api-reference" data-url="/api/openapi.json" data-configuration="${escapeHtml(SCALAR_CONFIGURATION)}"></script><script src="/api/docs/reference.js"></script></body></html>`
}

/**
 * GET /api/openapi.json and GET /api/docs, for the list that holds them. The list hands itself in
 * (`() => API_CALLS`), so this module does not import the list that imports it.
 */
export function referenceCalls(calls: () => Declaration[]): Declaration[] {
  return [
    declare({
      method: 'GET',
      path: '/api/openapi.json',
      tag: 'Reference',
      summary: 'This document (OpenAPI 3.1).',
      access: 'public',
      policy: OPEN_READ,
      answer: ok(z.record(z.string(), z.unknown())),
      errors: [],
      handler: () => answerWith(documentOf(calls()), { headers: { 'Cache-Control': 'public, max-age=300' } }),
    }),
    declare({
      method: 'GET',
      path: '/api/docs',
      tag: 'Reference',
      summary: 'The API reference page (HTML).',
      access: 'public',
      policy: OPEN_READ,
      answer: ok(null, { contentType: 'text/html' }),
      errors: [],
      handler: () => new Response(referencePage(calls()), { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=300' } }),
    }),
    declare({
      method: 'GET',
      path: '/api/docs/reference.js',
      tag: 'Reference',
      summary: "The reference page's script (Scalar's API reference, served from our origin).",
      access: 'public',
      policy: OPEN_READ,
      answer: ok(null, { contentType: 'text/javascript' }),
      errors: [],
      handler: async () =>
        new Response(await (scalarBundle ??= readFile(SCALAR_BUNDLE, 'utf8').then((bundle) => `${bundle}\n${NAME_COPY_BUTTONS}`)), { headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=86400' } }),
    }),
  ]
}
