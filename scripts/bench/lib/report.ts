import type { ChildProcess } from 'node:child_process'

/** A fixed-width text table on stdout: each column is padded to its width (the last one is not). */
export function printTable(columns: [label: string, width: number][], rows: (string | number)[][]): void {
  const line = (cells: (string | number)[]) => cells.map((cell, i) => (i < cells.length - 1 ? String(cell).padEnd(columns[i]![1]) : String(cell))).join('')
  console.log(`\n${line(columns.map(([label]) => label))}`)
  for (const row of rows) console.log(line(row))
}

/** Stops a server the bench started in its own process group (npx -> node), if it is still there. */
export function stopServer(server: ChildProcess | null): void {
  if (!server?.pid) return
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {
    // already gone
  }
}
