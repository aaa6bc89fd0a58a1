/**
 * Writes cms/api/examples.recorded.json: the document's examples, taken from real answers. Runs the integration
 * tests that between them make every call with a JSON body or answer, each recording its operations' first good
 * answer (tests/support/apiExamples.ts), then keeps, for each operation, the example of the first file below that
 * made it. `npm run generate:examples` after adding a call or changing an answer's shape, and commit the file;
 * cms/api/openapi.test.ts fails on a call with neither a recorded example nor a reason it has none.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { mergeRecordedExamples } from '../tests/support/apiExamples'
import { run } from './lib/processes'

/**
 * The contract walk runs alone first, on a freshly seeded database, so the lists and searches it records do not
 * depend on what other tests add at the same time; then the tests of the calls it leaves to them, in this order.
 */
const CONTRACT_WALK = 'tests/integration/contract.test.ts'
const OTHER_TESTS = [
  'tests/integration/authForms.test.ts',
  'tests/integration/reports.test.ts',
  'tests/integration/countryLanding.test.ts',
  'tests/integration/salaryDistribution.test.ts',
  'tests/integration/companyClaims.test.ts',
  'tests/integration/jobBoards.test.ts',
  'tests/integration/jobPostFreeReview.test.ts',
  'tests/integration/linkCheck.test.ts',
  'tests/integration/commerce.test.ts',
  'tests/integration/admin.test.ts',
  'tests/integration/server.test.ts',
  'tests/integration/mcp.test.ts',
]

const target = path.resolve(import.meta.dirname, '../cms/api/examples.recorded.json')
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nomad-examples-'))
const vitest = (files: string[]) => run('npx', ['vitest', 'run', ...files], { env: { ...process.env, RECORD_API_EXAMPLES_DIR: dir } })
try {
  // A failing test still leaves its good answers; the file is written and the run then fails, so a failure is seen.
  const failures: unknown[] = []
  for (const files of [[CONTRACT_WALK], OTHER_TESTS]) await vitest(files).catch((error: unknown) => failures.push(error))
  const merged = mergeRecordedExamples(dir, [CONTRACT_WALK, ...OTHER_TESTS])
  fs.writeFileSync(target, `${JSON.stringify(merged, null, 2)}\n`)
  console.log(`[generate:examples] ${Object.keys(merged.examples).length} operations' examples in ${path.relative(process.cwd(), target)}`)
  if (failures.length > 0) throw failures[0]
} finally {
  fs.rmSync(dir, { recursive: true, force: true })
}
