import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

/** A fresh copy of the module, so each case starts with nothing cached. */
const freshModule = () => import('./settings')

describe('settings() between calls', () => {
  it('reads a changed variable again until the server says its environment is final', async () => {
    vi.stubEnv('GUIDE_DOWNLOAD_LIMIT', '5')
    const { settings } = await freshModule()
    expect(settings().GUIDE_DOWNLOAD_LIMIT).toBe(5)
    vi.stubEnv('GUIDE_DOWNLOAD_LIMIT', '7')
    expect(settings().GUIDE_DOWNLOAD_LIMIT).toBe(7)
  })

  it('answers from memory once final, with what the environment held at that moment', async () => {
    vi.stubEnv('GUIDE_DOWNLOAD_LIMIT', '5')
    const { settings, settingsAreFinal } = await freshModule()
    settings()
    vi.stubEnv('GUIDE_DOWNLOAD_LIMIT', '6')
    const final = settingsAreFinal()
    expect(final.GUIDE_DOWNLOAD_LIMIT).toBe(6)
    vi.stubEnv('GUIDE_DOWNLOAD_LIMIT', '7')
    expect(settings()).toBe(final)
  })
})
