import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runPrepare } from '../../scripts/lib/runPrepare'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nomad-run-prepare-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** A stand-in for prepare.ts that counts its runs in a file and exits with the next of `codes`. */
function standIn(name: string, codes: number[]): { script: string; runs: () => number } {
  const counter = path.join(dir, `${name}.runs`)
  const script = path.join(dir, `${name}.ts`)
  fs.writeFileSync(
    script,
    `import fs from 'node:fs'\nconst runs = fs.existsSync(${JSON.stringify(counter)}) ? Number(fs.readFileSync(${JSON.stringify(counter)}, 'utf8')) : 0\n` +
      `fs.writeFileSync(${JSON.stringify(counter)}, String(runs + 1))\nprocess.exit(${JSON.stringify(codes)}[runs] ?? 0)\n`,
  )
  return { script, runs: () => Number(fs.readFileSync(counter, 'utf8')) }
}

describe('runPrepare', () => {
  const quiet = { stdio: 'ignore' as const }

  it('runs the step once more when Node gave up while loading it (exit 13)', { timeout: 60_000 }, async () => {
    const step = standIn('stalled-once', [13, 0])
    await runPrepare(quiet, step.script)
    expect(step.runs()).toBe(2)
  })

  it('does not run again a step that failed at its work, and says how it ended', { timeout: 60_000 }, async () => {
    const step = standIn('failed', [1, 0])
    await expect(runPrepare(quiet, step.script)).rejects.toThrow(/exited with 1$/)
    expect(step.runs()).toBe(1)
  })

  it('runs it only once more: a second 13 is a failure', { timeout: 60_000 }, async () => {
    const step = standIn('stalled-twice', [13, 13, 0])
    await expect(runPrepare(quiet, step.script)).rejects.toThrow(/exited with 13$/)
    expect(step.runs()).toBe(2)
  })
})
