import { settings, type Settings } from './settings'

/** Settings derived from several variables, with the development defaults the README lists. */
const isProduction = settings().NODE_ENV === 'production'

const DEV_SECRET = 'dev-only-payload-secret-change-me'

/** The site's address per settings object: every /api call reads it, so it is worked out once, not per call. */
const siteUrls = new WeakMap<Settings, string>()

export const env = {
  isProduction,
  port: settings().PORT,
  get siteUrl(): string {
    const current = settings()
    let url = siteUrls.get(current)
    if (url === undefined) siteUrls.set(current, (url = (current.SITE_URL || `http://localhost:${this.port}`).replace(/\/$/, '')))
    return url
  },
  get databaseUrl(): string {
    const url = settings().DATABASE_URL
    if (!url) throw new Error('DATABASE_URL is not set: start the server with `npm start`, which provides one.')
    return url
  },
  get payloadSecret(): string {
    const secret = settings().PAYLOAD_SECRET
    if (secret) return secret
    // `next build` evaluates the config without serving anything; the secret is only needed at run time.
    if (settings().NEXT_PHASE === 'phase-production-build') return DEV_SECRET
    if (isProduction) {
      throw new Error('PAYLOAD_SECRET must be set in production (any long random string); `npm start` creates one in .data/.')
    }
    return DEV_SECRET
  },
  /**
   * Origins allowed to send the session cookie (Payload's CSRF list). In development both loopback
   * spellings of the server's own port work, so opening 127.0.0.1 instead of localhost keeps you signed
   * in; production accepts SITE_URL only (the start banner prints it).
   */
  get trustedOrigins(): string[] {
    const extra = settings().TRUSTED_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean)
    const loopback = isProduction ? [] : [`http://localhost:${this.port}`, `http://127.0.0.1:${this.port}`]
    return [...new Set([this.siteUrl, ...loopback, ...extra])]
  },
}
