import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * PAYLOAD_SECRET signs sessions. When it is not set, a random one is created once in
 * `.data/payload-secret` (git-ignored) so every checkout gets its own and sessions survive restarts.
 */
export function ensurePayloadSecret(dataDir = path.resolve('.data')): void {
  if (process.env.PAYLOAD_SECRET) return
  const file = path.join(dataDir, 'payload-secret')
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true })
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  process.env.PAYLOAD_SECRET = fs.readFileSync(file, 'utf8').trim()
}
