import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

async function originsWith(nodeEnv: string) {
  vi.stubEnv('NODE_ENV', nodeEnv)
  vi.stubEnv('PORT', '3000')
  vi.stubEnv('SITE_URL', '')
  vi.stubEnv('TRUSTED_ORIGINS', '')
  const { env } = await import('./env')
  return env.trustedOrigins
}

describe('trusted origins (where the session cookie is accepted)', () => {
  it('accept both loopback spellings of the own port in development', async () => {
    expect(await originsWith('development')).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000'])
  })

  it('stay strict to SITE_URL in production', async () => {
    expect(await originsWith('production')).toEqual(['http://localhost:3000'])
  })
})
