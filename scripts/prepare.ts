/** Child process of `npm start`/`npm run dev`/the test set-up: migrate and first-start seed, then exit. */
import { prepareDatabase } from './lib/prepareDatabase'

let finished = false
// Name a stall instead of Node's bare exit code 13 (top-level await that can never settle).
process.on('beforeExit', () => {
  if (!finished) {
    console.error('[prepare] stalled: nothing left to wait for before the database was ready')
    process.exit(1)
  }
})

await prepareDatabase()
finished = true
process.exit(0)
