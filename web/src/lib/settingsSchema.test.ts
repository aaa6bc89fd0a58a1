import { describe, expect, it } from 'vitest'
import { SPA_SETTINGS_SCHEMA } from './settingsSchema'

describe("the footer's social account settings", () => {
  it('take an https address, leave an unset or blank one out, and refuse anything else', () => {
    const parsed = SPA_SETTINGS_SCHEMA.parse({ VITE_SOCIAL_X_URL: ' https://x.com/nomadjobs ', VITE_SOCIAL_LINKEDIN_URL: '' })
    expect(parsed.VITE_SOCIAL_X_URL).toBe('https://x.com/nomadjobs')
    expect(parsed.VITE_SOCIAL_LINKEDIN_URL).toBeUndefined()
    expect(parsed.VITE_SOCIAL_INSTAGRAM_URL).toBeUndefined()
    for (const bad of ['http://x.com/nomadjobs', 'javascript:alert(1)', 'x.com/nomadjobs']) expect(SPA_SETTINGS_SCHEMA.safeParse({ VITE_SOCIAL_X_URL: bad }).success).toBe(false)
  })
})
