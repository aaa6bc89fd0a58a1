/** `npm run seed`: add whatever demo data is missing (idempotent) to the configured database. */
import { provideDatabase } from './lib/database'
import { prepareDatabase } from './lib/prepareDatabase'
import { ensurePayloadSecret } from './lib/secret'

ensurePayloadSecret()
const db = await provideDatabase()
try {
  await prepareDatabase({ forceSeed: true })
} finally {
  await db.stop()
}
process.exit(0)
