import recorded from './examples.recorded.json'

/** An operation's real request body and answer, as the contract walk saw them. */
export interface RecordedExample {
  request?: unknown
  answer?: unknown
}

/**
 * Examples taken from real answers: the contract walk (tests/integration/contract.test.ts) records the request body
 * and the answer of each operation it calls when RECORD_API_EXAMPLES=1 (`npm run generate:examples`), scrubbed of
 * anything personal or secret, with the reason each operation it does not call goes without. The document uses them
 * before the examples it makes from schemas; openapi.test.ts parses each by its declaration's schema.
 */
export interface RecordedExamples {
  examples: Record<string, RecordedExample>
  withoutExample: Record<string, string>
}

export const RECORDED_EXAMPLES: RecordedExamples = recorded

/** An operation's key in the file: `GET /api/jobs/:slug`. */
export const exampleKey = (call: { method: string; path: string }) => `${call.method} ${call.path}`
