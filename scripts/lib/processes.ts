import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'

/** Run a command to completion, inheriting the terminal; rejects on a non-zero exit (the error has its `exitCode`). */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(Object.assign(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`), { exitCode: code })),
    )
  })
}

/**
 * Start a long-running child in its own process group, so stopping it also stops whatever it
 * started (npx -> next-server), and nothing is left orphaned on the port.
 */
export function startService(command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  return spawn(command, args, { stdio: 'inherit', ...options, detached: true })
}

/**
 * Start long-running children and stop everything (children first, then `cleanup`) when one of
 * them exits or the process is asked to stop, so the embedded PostgreSQL never outlives the server.
 */
export function supervise(children: ChildProcess[], cleanup: () => Promise<void>): void {
  let stopping = false
  const stop = async (code: number) => {
    if (stopping) return
    stopping = true
    const running = children.filter((child) => child.exitCode === null && child.pid)
    const exited = Promise.all(running.map((child) => new Promise((resolve) => child.once('exit', resolve))))
    for (const child of running) {
      try {
        process.kill(-child.pid!, 'SIGTERM')
      } catch {
        child.kill('SIGTERM')
      }
    }
    // The server finishes its in-flight requests before exiting: keep the database up until it has.
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, Number(process.env.SHUTDOWN_TIMEOUT_MS || 25_000) + 5000))])
    await cleanup().catch((error) => console.error(error))
    process.exit(code)
  }
  for (const child of children) child.on('exit', (code) => void stop(code ?? 1))
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop(0))
}
