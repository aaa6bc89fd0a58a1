/** `npm run build`: the SPA, then Next, then the source stamp that tells `npm start` this build is current. */
import { sourceHash, stampBuild } from './lib/buildStamp'
import { run } from './lib/processes'

const root = process.cwd()
// Hashed before building, so an edit made during the build makes the next start build again.
const hash = sourceHash(root)
await run('npm', ['run', 'build:web'])
await run('npm', ['run', 'build:cms'])
stampBuild(root, hash)
