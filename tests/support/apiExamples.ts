import { writeFileSync } from 'node:fs'
import type { RecordedExample, RecordedExamples } from '@cms/api/recordedExamples'
import { scrubExample } from './scrubExample'

/** Set by `npm run generate:examples`: the contract walk records each operation's first answer. */
export const recordingExamples = process.env.RECORD_API_EXAMPLES === '1'

const EXAMPLES_FILE = new URL('../../cms/api/examples.recorded.json', import.meta.url)
const recorded: Record<string, RecordedExample> = {}

/** Keeps an operation's first request body and answer (`GET /api/jobs/:slug`), scrubbed; later ones are left. */
export function recordExample(operation: string, example: RecordedExample): void {
  if (!recordingExamples || operation in recorded) return
  recorded[operation] = Object.fromEntries(
    Object.entries(example)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([part, value]) => [part, scrubExample(value)]),
  )
}

/** Writes what was recorded, and why each operation of `withoutExample` goes without, in a stable order. */
export function writeRecordedExamples(withoutExample: Record<string, string>): void {
  if (!recordingExamples) return
  const sorted = <T>(entries: Record<string, T>) => Object.fromEntries(Object.entries(entries).sort(([a], [b]) => a.localeCompare(b)))
  const file: RecordedExamples = { examples: sorted(recorded), withoutExample: sorted(withoutExample) }
  writeFileSync(EXAMPLES_FILE, `${JSON.stringify(file, null, 2)}\n`)
}
