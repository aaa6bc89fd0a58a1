import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * The stale-build guard of `npm start`: a build is stamped with a hash of the files it was built from,
 * and `npm start` rebuilds when the checkout no longer matches (after `git pull`, a branch switch or an
 * edit), instead of serving whatever build happens to exist.
 */

/** What the production build is made of (everything else, tests and scripts included, does not change it). */
const BUILD_INPUTS = ['cms', 'collections', 'web', 'public', 'package-lock.json', 'tsconfig.json']
const STAMP_FILE = path.join('cms', '.next', 'nomad-source-hash')
const BUILD_OUTPUTS = [path.join('cms', '.next', 'BUILD_ID'), path.join('cms', 'public', 'index.html'), path.join('cms', '.ssr', 'entry-server.js')]

/** Hash of the build inputs' paths and contents: tracked and untracked files that git does not ignore. */
export function sourceHash(root: string): string {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...BUILD_INPUTS], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  const hash = crypto.createHash('sha256')
  for (const file of [...new Set(listed.split('\0').filter(Boolean))].sort()) {
    const full = path.join(root, file)
    if (!fs.existsSync(full)) continue // deleted but not yet staged
    hash.update(file).update('\0').update(fs.readFileSync(full)).update('\0')
  }
  return hash.digest('hex')
}

/** Why a (re)build is needed, or null when the existing build was made from exactly these sources. */
export function staleBuildReason(root: string): string | null {
  if (!BUILD_OUTPUTS.every((file) => fs.existsSync(path.join(root, file)))) return 'no production build yet'
  const stampPath = path.join(root, STAMP_FILE)
  if (!fs.existsSync(stampPath)) return 'the build carries no source stamp'
  let current: string
  try {
    current = sourceHash(root)
  } catch {
    // Not a git checkout (an unpacked archive): nothing to compare with, so the existing build is used.
    return null
  }
  return fs.readFileSync(stampPath, 'utf8').trim() === current ? null : 'the sources changed since the last build'
}

/** Records which sources the build in cms/.next was made from (run right after a successful build). */
export function stampBuild(root: string, hash = sourceHash(root)): void {
  fs.writeFileSync(path.join(root, STAMP_FILE), `${hash}\n`)
}
