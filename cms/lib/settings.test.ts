import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { SPA_SETTINGS_SCHEMA } from '@web/lib/settingsSchema'
import { parseSettings, SETTINGS_SCHEMA } from './settings'

/** Read by the start and seed scripts before the server runs (embedded database, first admin). */
const START_SCRIPT_SETTINGS = ['EMBEDDED_PG_PORT', 'EMBEDDED_PG_DIR', 'ADMIN_EMAIL', 'ADMIN_PASSWORD']
/** Set by Node and Next themselves, not by an operator. */
const RUNTIME_SETTINGS = ['NODE_ENV', 'NEXT_PHASE']

/** The README and the area documents in docs/, where each area's settings table sits. */
const root = path.resolve(__dirname, '../..')
const docsDir = path.join(root, 'docs')
const readme = [path.join(root, 'README.md'), ...fs.readdirSync(docsDir).filter((name) => name.endsWith('.md')).map((name) => path.join(docsDir, name))]
  .map((file) => fs.readFileSync(file, 'utf8'))
  .join('\n')
const serverNames = Object.keys(SETTINGS_SCHEMA.shape)
const spaNames = Object.keys(SPA_SETTINGS_SCHEMA.shape)

describe('settings', () => {
  it('gives the documented defaults for an empty environment', () => {
    const settings = parseSettings({})
    expect(settings).toMatchObject({ PORT: 3000, PAYLOAD_PUSH: false, JOBS_AUTORUN: true, GUIDE_DOWNLOAD_LIMIT: 5, SMTP_PORT: 587, INGEST_CRON: '0 */6 * * *' })
    expect(settings.DATABASE_URL).toBeUndefined()
  })

  it('reads flags, numbers and trimmed text', () => {
    const settings = parseSettings({ PAYLOAD_PUSH: 'TRUE', JOBS_AUTORUN: 'false', PORT: ' 8080 ', STRIPE_SECRET_KEY: '  sk_x  ', SITE_URL: '  ' })
    expect(settings).toMatchObject({ PAYLOAD_PUSH: true, JOBS_AUTORUN: false, PORT: 8080, STRIPE_SECRET_KEY: 'sk_x' })
    expect(settings.SITE_URL).toBeUndefined()
  })

  it('refuses bad values with one message naming each variable', () => {
    let message = ''
    try {
      parseSettings({ PORT: 'eighty', GUIDE_DOWNLOAD_LIMIT: '2.5', PAYLOAD_PUSH: 'yes', AUTH_RATE_LIMIT_SCALE: '0' })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message.split('\n').sort()).toEqual(
      [
        'Invalid settings:',
        '  PORT="eighty" must be a number',
        '  GUIDE_DOWNLOAD_LIMIT="2.5" must be a whole number',
        "  PAYLOAD_PUSH=\"yes\" must be 'true' or 'false'",
        '  AUTH_RATE_LIMIT_SCALE="0" must be a number of at least 1',
      ].sort(),
    )
  })

  it("every setting is named in the README or docs/, and their settings tables list no setting the code does not read", () => {
    const operatorSettings = [...serverNames.filter((name) => !RUNTIME_SETTINGS.includes(name)), ...spaNames]
    expect(operatorSettings.filter((name) => !readme.includes(`\`${name}\``))).toEqual([])
    const documented = [...readme.matchAll(/^\| `([A-Z][A-Z0-9_]+)`(?: \/ `([A-Z][A-Z0-9_]+)`)?/gm)].flatMap((m) => [m[1]!, m[2]].filter(Boolean) as string[])
    expect(documented.filter((name) => !operatorSettings.includes(name) && !START_SCRIPT_SETTINGS.includes(name))).toEqual([])
  })
})
