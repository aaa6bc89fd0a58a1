import crypto from 'node:crypto'
import { syncBuiltinESMExports } from 'node:module'
import os from 'node:os'
import { Worker } from 'node:worker_threads'

/**
 * Password hashes are slow on purpose: Payload's take 600,000 rounds of PBKDF2, about a fifth of a second of a core.
 * On Node's thread pool they ran at the same priority as the event loops answering pages, so a sign-in took a core
 * from every visitor for that long. Here they run on threads of their own at the lowest scheduling priority: when
 * the cores are busy, pages go first and the sign-in waits; when they are idle, the hash runs at full speed. The
 * strength of the hash does not change. (Linux keeps a nice value per thread; elsewhere the priority stays.)
 */

/** Fewer rounds than this is not a password hash worth moving (nothing of ours derives keys that cheaply). */
const SLOW_HASH_ROUNDS = 100_000

/** Hashes at once per process: half the cores, at least one (the sign-in turns take one each: accounts/login.ts). */
export const HASHING_THREADS = Math.max(1, Math.floor(os.availableParallelism() / 2))

// Plain CommonJS run without the process's flags (no loader, no module type), so the thread starts the same under
// tsx, Next and vitest. `os.setPriority(19)` from a thread sets that thread's own nice value on Linux.
const HASHER = `
const { parentPort } = require('node:worker_threads')
const crypto = require('node:crypto')
try { require('node:os').setPriority(19) } catch {}
parentPort.on('message', ({ id, password, salt, rounds, keyLength, digest }) => {
  try {
    parentPort.postMessage({ id, key: crypto.pbkdf2Sync(password, salt, rounds, keyLength, digest) })
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) })
  }
})
`

interface Pending {
  resolve: (key: Buffer<ArrayBuffer>) => void
  reject: (error: Error) => void
}

interface Hasher {
  worker: Worker
  pending: Map<number, Pending>
}

const hashers: Hasher[] = []
let nextId = 0

function startHasher(): Hasher {
  const hasher: Hasher = { worker: new Worker(HASHER, { eval: true, execArgv: [] }), pending: new Map() }
  hasher.worker.on('message', ({ id, key, error }: { id: number; key?: Uint8Array; error?: string }) => {
    const waiting = hasher.pending.get(id)
    hasher.pending.delete(id)
    if (hasher.pending.size === 0) hasher.worker.unref()
    if (!waiting) return
    if (key) waiting.resolve(Buffer.from(key))
    else waiting.reject(new Error(error ?? 'password hash failed'))
  })
  // A thread that dies takes its waiting hashes with it; the next hash starts a new one. ('exit' follows 'error'.)
  const fail = (error: Error) => {
    const at = hashers.indexOf(hasher)
    if (at >= 0) hashers.splice(at, 1)
    for (const waiting of hasher.pending.values()) waiting.reject(error)
    hasher.pending.clear()
  }
  hasher.worker.on('error', fail)
  hasher.worker.on('exit', (code) => fail(new Error(`password hashing thread exited with ${code}`)))
  // An idle thread does not keep the process alive; one with a hash to finish does (see pbkdf2InBackground).
  hasher.worker.unref()
  return hasher
}

/** The least busy thread, or a new one while there are fewer than HASHING_THREADS. */
function hasherFor(): Hasher {
  const idle = hashers.find((hasher) => hasher.pending.size === 0)
  if (idle) return idle
  if (hashers.length < HASHING_THREADS) {
    const started = startHasher()
    hashers.push(started)
    return started
  }
  return hashers.reduce((least, hasher) => (hasher.pending.size < least.pending.size ? hasher : least))
}

/** PBKDF2 on a low-priority thread: the same key `crypto.pbkdf2` derives. */
export function pbkdf2InBackground(password: crypto.BinaryLike, salt: crypto.BinaryLike, rounds: number, keyLength: number, digest: string): Promise<Buffer<ArrayBuffer>> {
  const hasher = hasherFor()
  const id = nextId++
  return new Promise((resolve, reject) => {
    hasher.pending.set(id, { resolve, reject })
    hasher.worker.ref()
    hasher.worker.postMessage({ id, password, salt, rounds, keyLength, digest })
  })
}

let routed = false

/**
 * Sends every slow `crypto.pbkdf2` of this process (Payload's sign-ins, new passwords and resets call it directly)
 * to the low-priority threads; quicker ones, and the synchronous call, stay Node's own. Once per process.
 */
export function routeSlowHashesToBackground(): void {
  if (routed) return
  routed = true
  const nodePbkdf2 = crypto.pbkdf2
  const routedPbkdf2 = (...args: Parameters<typeof crypto.pbkdf2>) => {
    const [password, salt, rounds, keyLength, digest, callback] = args
    if (rounds < SLOW_HASH_ROUNDS || typeof callback !== 'function') return nodePbkdf2(...args)
    pbkdf2InBackground(password, salt, rounds, keyLength, digest).then(
      (key) => callback(null, key),
      // An empty key beside the error: Payload's callback rejects and then still reads the key's length.
      (error: Error) => callback(error, Buffer.alloc(0)),
    )
  }
  crypto.pbkdf2 = routedPbkdf2 as typeof crypto.pbkdf2
  // `import { pbkdf2 } from 'node:crypto'` reads the ES module's own copy of the name: bring it up to date.
  syncBuiltinESMExports()
}
