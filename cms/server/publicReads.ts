import type { IncomingMessage, ServerResponse } from 'node:http'
import { settings } from '@cms/lib/settings'
import type { Payload } from 'payload'
import { createSharedCache } from '../lib/cache/sharedCache'
import { handler } from '../lib/http'
import { serverPayload } from './serverPayload'
import { poolOf } from '../lib/sql'
import { parseJobQuery } from '../domain/jobs/params'
import { getJobBySlug } from '../domain/jobs/getJob'
import { countJobs, searchJobs } from '../domain/jobs/searchJobs'
import { categoryPage, locationPage } from '../domain/jobs/taxonomyPages'
import { listCategories, listLocations } from '../domain/taxonomy'

/**
 * The hot public reads (job search and lists, job pages, categories, locations), answered without Next's
 * router: the custom server calls `servePublicReads` before handing a request to Next, and the server
 * renderer calls `handlePublicRead` in process for page data. Both run the same domain functions as the
 * Next route handlers of these paths (which still answer under `next dev`). Identical answers are cached for
 * PUBLIC_READ_CACHE_SECONDS (default 30), and any write to the public tables on any server empties the
 * cache (cms/lib/cache/dataChanges.ts).
 */

type Read = (payload: Payload, slug: string, params: URLSearchParams) => Promise<unknown>

const READS: Array<[RegExp, Read]> = [
  [/^\/api\/search$/, async (payload, _slug, params) => {
    const query = parseJobQuery(params)
    return params.get('count') === 'true' ? { count: await countJobs(poolOf(payload), query) } : searchJobs(payload, query)
  }],
  [/^\/api\/jobs$/, (payload, _slug, params) => searchJobs(payload, { ...parseJobQuery(params), q: '' })],
  [/^\/api\/jobs\/([^/]+)$/, (payload, slug) => getJobBySlug(payload, slug)],
  [/^\/api\/categories$/, (payload) => listCategories(payload)],
  [/^\/api\/categories\/([^/]+)$/, (payload, slug, params) => categoryPage(payload, slug, parseJobQuery(params))],
  [/^\/api\/locations$/, (payload) => listLocations(payload)],
  [/^\/api\/locations\/([^/]+)$/, (payload, slug, params) => locationPage(payload, slug, parseJobQuery(params))],
]

interface Answer {
  status: number
  body: string
}

const answers = createSharedCache<Answer>({
  ttlMs: settings().PUBLIC_READ_CACHE_SECONDS * 1000,
  max: 2000,
  // Successes and not-founds only: a 400 or 500 is worked out again every time.
  keep: (answer) => answer.status === 200 || answer.status === 404,
})

/** Runs one read with the route handlers' error mapping (4xx JSON with a message, a bare 500 otherwise). */
const runRead = handler(async (request: Request, { read, slug }: { read: Read; slug: string }) =>
  Response.json(await read(await serverPayload(), slug, new URL(request.url).searchParams)),
)

/** The answer to a hot public read as status and JSON text, or null when the path is not one. */
async function answerPublicRead(url: URL): Promise<Answer | null> {
  for (const [pattern, read] of READS) {
    const match = pattern.exec(url.pathname)
    if (!match) continue
    let slug = ''
    try {
      slug = match[1] ? decodeURIComponent(match[1]) : ''
    } catch {
      return { status: 400, body: JSON.stringify({ error: 'Malformed path', message: 'Malformed path' }) }
    }
    const load = async () => {
      const response = await runRead(new Request(url), { read, slug })
      return { status: response.status, body: await response.text() }
    }
    return answers.get(url.pathname + url.search, load)
  }
  return null
}

/** A hot public read answered as a Response, or null when `request` is not one (then Next or the caller answers it). */
export async function handlePublicRead(request: Request): Promise<Response | null> {
  if (request.method !== 'GET') return null
  const answer = await answerPublicRead(new URL(request.url))
  return answer && new Response(answer.body, { status: answer.status, headers: { 'Content-Type': 'application/json' } })
}

/** Middleware: answers GET requests for the hot public reads straight from the Node server. */
export async function servePublicReads(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
  if (request.method !== 'GET' || !request.url?.startsWith('/api/')) return false
  const answer = await answerPublicRead(new URL(request.url, 'http://localhost'))
  if (!answer) return false
  response.writeHead(answer.status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(answer.body) })
  response.end(answer.body)
  return true
}
