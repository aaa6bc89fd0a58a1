import fs from 'node:fs'

/** Clock ticks a second of /proc's CPU times (USER_HZ: 100 on every Linux this runs on). */
const TICKS_PER_SECOND = 100

/**
 * CPU time (user + system, in milliseconds) used so far by every process of a process group, read from /proc:
 * a server the bench started detached (npx -> node) is its own group. Lets a row say what the server spent per
 * request, apart from what the load generator on the same cores spent reading the answers.
 */
export function processGroupCpuMs(groupId: number): number {
  let ticks = 0
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    let stat: string
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
    } catch {
      continue // exited meanwhile
    }
    // The command name (field 2) may hold spaces: the fields that follow start after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    if (Number(fields[2]) !== groupId) continue // field 5, the process group
    ticks += Number(fields[11]) + Number(fields[12]) // fields 14 and 15: utime, stime
  }
  return (ticks * 1000) / TICKS_PER_SECOND
}
