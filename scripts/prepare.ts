/** Child process of `npm start`/`npm run dev`: migrate and first-start seed, then exit. */
import { prepareDatabase } from './lib/prepareDatabase'

await prepareDatabase()
process.exit(0)
