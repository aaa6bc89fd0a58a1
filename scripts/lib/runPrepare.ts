import type { SpawnOptions } from 'node:child_process'
import { run } from './processes'

/** Node's exit code for a module graph whose top-level await never settled. */
const UNSETTLED_WHILE_LOADING = 13

/**
 * `scripts/prepare.ts` (migrate, then the first-start seed) in a child process, run once more if it ended with code
 * 13. prepare.ts turns any stall of its own work into exit 1, so a 13 means Node gave up while still loading its
 * modules, before anything was migrated or seeded. That happened twice in one session's full test runs on a
 * two-core machine, each time without a message, and a second run went through.
 */
export async function runPrepare(options: SpawnOptions = {}, script = 'scripts/prepare.ts'): Promise<void> {
  try {
    await run('npx', ['tsx', script], options)
  } catch (error) {
    if ((error as { exitCode?: unknown }).exitCode !== UNSETTLED_WHILE_LOADING) throw error
    console.error(`[prepare] ${script} ended while loading (exit ${UNSETTLED_WHILE_LOADING}), before any change: running it once more`)
    await run('npx', ['tsx', script], options)
  }
}
