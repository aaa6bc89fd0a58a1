import type { ChildProcess } from 'node:child_process'

/** A fixed-width text table on stdout: each column is padded to its width (the last one is not). */
export function printTable(columns: [label: string, width: number][], rows: (string | number)[][]): void {
  const line = (cells: (string | number)[]) => cells.map((cell, i) => (i < cells.length - 1 ? String(cell).padEnd(columns[i]![1]) : String(cell))).join('')
  console.log(`\n${line(columns.map(([label]) => label))}`)
  for (const row of rows) console.log(line(row))
}

/**
 * Stops a server the bench started in its own process group (npx -> node), if it is still there, and waits
 * until it has exited: its database goes next, and a server still connected to it would print connection
 * errors after the bench's closing JSON line.
 */
export async function stopServer(server: ChildProcess | null, graceMs = 10_000): Promise<void> {
  if (!server?.pid || server.exitCode !== null || server.signalCode !== null) return
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-server.pid!, name)
    } catch {
      // already gone
    }
  }
  signal('SIGTERM')
  const timer = setTimeout(() => signal('SIGKILL'), graceMs)
  await exited
  clearTimeout(timer)
}
