/**
 * Writes web/src/lib/api/apiPaths.ts: the SPA's plain table of each declared call's name, method and path, taken
 * from the declarations (cms/api/calls). The SPA imports this small table at run time and the declarations' types
 * with `import type`, so no zod schema reaches its bundle. `npm run generate:api` after adding or renaming a call;
 * cms/api/apiPaths.test.ts fails while the file is stale.
 */
import fs from 'node:fs'
import path from 'node:path'
import { apiPathsSource } from '@cms/api/apiPathsSource'

const target = path.resolve(import.meta.dirname, '../web/src/lib/api/apiPaths.ts')
fs.writeFileSync(target, apiPathsSource())
console.log(`[generate:api] wrote ${path.relative(process.cwd(), target)}`)
