import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { staleBuildReason, stampBuild } from '../../scripts/lib/buildStamp'

/** A throwaway git checkout with sources and a finished build, as `npm start` finds it. */
function checkout(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nomad-stamp-'))
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  write('.gitignore', 'cms/.next/\ncms/public/\ncms/.ssr/\n')
  write('cms/app/page.ts', 'export const a = 1\n')
  write('web/src/main.tsx', 'export const b = 2\n')
  write('tests/some.test.ts', 'test\n')
  write('cms/.next/BUILD_ID', 'x')
  write('cms/public/index.html', '<html></html>')
  write('cms/.ssr/entry-server.js', 'export {}')
  execFileSync('git', ['init', '-q'], { cwd: root })
  execFileSync('git', ['add', '-A'], { cwd: root })
  execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', 'commit', '-qm', 'sources'], { cwd: root })
  return root
}

describe('the stale-build guard of npm start', () => {
  let root: string
  beforeEach(() => {
    root = checkout()
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  it('builds when there is no build, or a build without a stamp', () => {
    expect(staleBuildReason(root)).toBe('the build carries no source stamp')
    fs.rmSync(path.join(root, 'cms/.next/BUILD_ID'))
    expect(staleBuildReason(root)).toBe('no production build yet')
  })

  it('reuses a build stamped from the same sources', () => {
    stampBuild(root)
    expect(staleBuildReason(root)).toBeNull()
    fs.writeFileSync(path.join(root, 'tests/some.test.ts'), 'changed\n') // not a build input
    expect(staleBuildReason(root)).toBeNull()
  })

  it('rebuilds after a pull changed a source file, and when a new source file appears', () => {
    stampBuild(root)
    fs.writeFileSync(path.join(root, 'cms/app/page.ts'), 'export const a = 2\n')
    expect(staleBuildReason(root)).toBe('the sources changed since the last build')
    stampBuild(root)
    fs.writeFileSync(path.join(root, 'web/src/new.ts'), 'export {}\n')
    expect(staleBuildReason(root)).toBe('the sources changed since the last build')
  })
})
