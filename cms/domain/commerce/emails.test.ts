import { afterEach, describe, expect, it, vi } from 'vitest'
import { guideDownloadEmail } from './emails'

afterEach(() => vi.unstubAllEnvs())

describe('guideDownloadEmail', () => {
  it('carries the download link and the link window and download limit from the settings', () => {
    vi.stubEnv('GUIDE_DOWNLOAD_LINK_TTL_HOURS', '48')
    vi.stubEnv('GUIDE_DOWNLOAD_LIMIT', '7')
    const mail = guideDownloadEmail('https://nomad.example/api/guide/download/t.pdf?email=a&session=b')
    expect(mail.subject).toBe('Your Digital Nomad Guide is ready to download')
    expect(mail.text).toContain('\nhttps://nomad.example/api/guide/download/t.pdf?email=a&session=b\n')
    expect(mail.text).toContain('This personal link works for 48 hours and for up to 7 downloads in total.')
  })
})
