import recorded from './examples.recorded.json'

/** An operation's real request body and answer (its JSON, or where a redirect leads), as a test saw them. */
export interface RecordedExample {
  request?: unknown
  answer?: unknown
  location?: string
}

/**
 * Examples taken from real answers: every integration test's call through the entry (tests/support/servedApi.ts)
 * records its operation's first good answer and request when `npm run generate:examples` runs, scrubbed of anything
 * personal, secret or different on each run. The document uses them before the examples it makes from schemas;
 * openapi.test.ts parses each by its declaration's schema and names, with a reason, the operations that have none.
 */
export interface RecordedExamples {
  examples: Record<string, RecordedExample>
}

export const RECORDED_EXAMPLES: RecordedExamples = recorded

/** An operation's key in the file: `GET /api/jobs/:slug`. */
export const exampleKey = (call: { method: string; path: string }) => `${call.method} ${call.path}`
