import { execFile } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { pbkdf2InBackground, routeSlowHashesToBackground } from './backgroundHashes'

const ROUNDS = 100_000

/** The nice value of each of this process's threads (Linux keeps one per thread). */
function threadNiceValues(): number[] {
  return fs.readdirSync('/proc/self/task').map((thread) => {
    const stat = fs.readFileSync(`/proc/self/task/${thread}/stat`, 'utf8')
    // Fields after the command name (which may hold spaces): state is the first, nice the 17th.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])
  })
}

describe('password hashes on low-priority threads', () => {
  it('derives the key Node derives', async () => {
    const key = await pbkdf2InBackground('correct horse', 'salt-1', ROUNDS, 32, 'sha256')
    expect(key.toString('hex')).toBe(crypto.pbkdf2Sync('correct horse', 'salt-1', ROUNDS, 32, 'sha256').toString('hex'))
  })

  // Relative to the process's own priority (a runner started with `nice` has every thread there), so below the lowest.
  it.runIf(process.platform === 'linux' && os.getPriority() < 19)('runs them at the lowest scheduling priority, the rest of the process at its own', async () => {
    await pbkdf2InBackground('pw', 'salt', ROUNDS, 32, 'sha256')
    const own = os.getPriority()
    expect(threadNiceValues().filter((value) => value !== own)).toEqual([19])
  })

  it('answers a hash Node refuses with its error, and goes on hashing', async () => {
    await expect(pbkdf2InBackground('pw', 'salt', ROUNDS, 32, 'no-such-digest')).rejects.toThrow(/digest/i)
    await expect(pbkdf2InBackground('pw', 'salt', ROUNDS, 16, 'sha256')).resolves.toHaveLength(16)
  })

  it('routes crypto.pbkdf2 as Payload calls it, slow ones to the threads and quick ones to Node', async () => {
    routeSlowHashesToBackground()
    const derive = (rounds: number) =>
      new Promise<Buffer>((resolve, reject) => crypto.pbkdf2('pw', 'salt', rounds, 32, 'sha256', (error, key) => (error ? reject(error) : resolve(key))))
    expect((await derive(600_000)).toString('hex')).toBe(crypto.pbkdf2Sync('pw', 'salt', 600_000, 32, 'sha256').toString('hex'))
    expect((await derive(1_000)).toString('hex')).toBe(crypto.pbkdf2Sync('pw', 'salt', 1_000, 32, 'sha256').toString('hex'))
    await expect(
      new Promise((resolve, reject) => crypto.pbkdf2('pw', 'salt', 600_000, 32, 'no-such-digest', (error, key) => (error ? reject(error) : resolve(key)))),
    ).rejects.toThrow(/digest/i)
  })

  it('keeps a process alive while a hash is under way, and not once it is done', async () => {
    const script = `import { pbkdf2InBackground } from ${JSON.stringify(path.resolve('cms/lib/backgroundHashes.ts'))}
pbkdf2InBackground('pw', 'salt', ${ROUNDS}, 32, 'sha256').then((key) => console.log(key.toString('hex')))`
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { timeout: 15_000 })
    expect(stdout.trim()).toBe(crypto.pbkdf2Sync('pw', 'salt', ROUNDS, 32, 'sha256').toString('hex'))
  })
})
