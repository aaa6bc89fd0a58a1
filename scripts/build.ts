/**
 * `npm run build`: Payload's import map, the SPA, then Next, then the source stamp that tells `npm start`
 * this build is current. The import map is regenerated because a stale one (a merge that drops a plugin's
 * entry) makes the admin render nothing, without an error.
 */
import { sourceHash, stampBuild } from './lib/buildStamp'
import { run } from './lib/processes'

const root = process.cwd()
await run('npm', ['run', 'generate:importmap'])
// Hashed before building, so an edit made during the build makes the next start build again.
const hash = sourceHash(root)
await run('npm', ['run', 'build:web'])
await run('npm', ['run', 'build:cms'])
stampBuild(root, hash)
