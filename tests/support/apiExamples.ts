import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { API_CALLS } from '@cms/api/calls'
import type { Declaration } from '@cms/api/declaration'
import type { RecordedExample, RecordedExamples } from '@cms/api/recordedExamples'
import { scrubExample } from './scrubExample'

/**
 * Set by `npm run generate:examples` (scripts/generate-examples.ts): the folder where each test file leaves the
 * examples its calls recorded, merged into cms/api/examples.recorded.json when the run ends.
 */
const RECORDING_DIR = process.env.RECORD_API_EXAMPLES_DIR

/** An operation's first good answer in this test file, with its request; later ones are left. */
const recorded: Record<string, RecordedExample> = {}

/** A refused form post's redirect back to its page carries the message in an `…error` parameter. */
const REFUSED_FORM_LOCATION = /[?&][a-z_]*error=/i

/** The document's own call: its example would be the whole document, inside itself (growing at each run). */
const THE_DOCUMENT = 'GET /api/openapi.json'

const declarationOf = (method: string, path: string): Declaration | undefined => API_CALLS.find((call) => call.method === method && call.path === path)

/**
 * A request body as the document shows it: a JSON body parsed, a form's fields as an object, none when empty; a raw
 * body (`any`) as the text itself where that is what it declares (Stripe's signed event).
 */
function requestExample(call: Declaration, request: Request, text: string): unknown {
  const contentType = request.headers.get('content-type') ?? ''
  if (contentType.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text))
  if (!text || (call.body?.format === 'any' && call.body.schema.safeParse(text).success)) return text || undefined
  return contentType.includes('json') ? JSON.parse(text) : text
}

/**
 * The example a successful answer gives: its JSON, or the `Location` a redirect leads to. Refusals (a status the
 * call does not declare as its answer, a form's redirect back with an error, a call that only ever answers 405)
 * and answers the document shows no example of (a file, a page, no content) give none.
 */
async function answerExample(call: Declaration, response: Response): Promise<Pick<RecordedExample, 'answer' | 'location'> | null> {
  if (response.status !== call.answer.status || response.status >= 400) return null
  const location = response.headers.get('location')
  if (location !== null) return REFUSED_FORM_LOCATION.test(location) ? null : { location }
  if (call.answer.schema) return { answer: JSON.parse(await response.clone().text()) }
  return call.body ? {} : null
}

/**
 * Used by `served()` (tests/support/servedApi.ts) around every call a test makes: while examples are recorded and
 * the operation has none yet from this file, what keeps its first good answer, with its request, scrubbed
 * (scrubExample.ts). Give it the request before the entry reads it.
 */
export function exampleRecorder(method: string, path: string, request: Request): ((response: Response) => Promise<void>) | null {
  const key = `${method} ${path}`
  const call = declarationOf(method, path)
  if (!RECORDING_DIR || !call || key in recorded || key === THE_DOCUMENT) return null
  // A copy of a JSON, form or raw body, read at once beside the entry: a copy left unread would hold up the entry's
  // cancel of a body it refuses (a stream's two branches are cancelled together). A file upload is not shown.
  const body = call.body && call.body.format !== 'multipart' ? request.clone().text().catch(() => '') : Promise.resolve('')
  return async (response) => {
    const answer = await answerExample(call, response)
    if (!answer || key in recorded) return
    const example = Object.fromEntries(Object.entries({ request: requestExample(call, request, await body), ...answer }).filter(([, value]) => value !== undefined && value !== null))
    recorded[key] = scrubExample(example) as RecordedExample
  }
}

/**
 * At the end of a test file (tests/integration/setupEnv.ts): what its calls recorded, one file per test file. The
 * record is then emptied: files that share a process (vitest.config.ts) share this module, and the next one records
 * its own.
 */
export function saveFileExamples(testFile: string): void {
  if (!RECORDING_DIR || Object.keys(recorded).length === 0) return
  mkdirSync(RECORDING_DIR, { recursive: true })
  writeFileSync(path.join(RECORDING_DIR, `${path.basename(testFile)}.json`), JSON.stringify(recorded))
  for (const key of Object.keys(recorded)) delete recorded[key]
}

/**
 * Joins what each test file recorded into the document's examples: an operation's example comes from the first
 * file of `files` that recorded one (a fixed order, so regenerating gives the same file when the answers are the
 * same), operations in a stable order.
 */
export function mergeRecordedExamples(dir: string, files: string[]): RecordedExamples {
  const saved = new Set(readdirSync(dir))
  const examples: Record<string, RecordedExample> = {}
  for (const file of files.map((each) => `${path.basename(each)}.json`).filter((name) => saved.has(name))) {
    const recordedThere = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, RecordedExample>
    for (const [key, example] of Object.entries(recordedThere)) examples[key] ??= example
  }
  return { examples: Object.fromEntries(Object.entries(examples).sort(([a], [b]) => a.localeCompare(b))) }
}
