import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CMS_CODE_EDITOR_SOURCE, contentSecurityPolicy } from './contentSecurityPolicy'

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? ''

describe('contentSecurityPolicy', () => {
  it("lets the admin's pages load Payload's code editor from exactly its folder, and the site not at all", () => {
    const cms = contentSecurityPolicy('cms')
    for (const name of ['script-src', 'style-src', 'font-src']) expect(directive(cms, name)).toContain(CMS_CODE_EDITOR_SOURCE)
    expect(contentSecurityPolicy('site')).not.toContain('jsdelivr')
  })

  it('allows the version the installed @monaco-editor/loader fetches', () => {
    // Payload's UI depends on @monaco-editor/react, which brings the loader; its config names the CDN folder.
    const loaderFolder = path.dirname(createRequire(path.join(process.cwd(), 'package.json')).resolve('@monaco-editor/loader/package.json'))
    const loaderConfig = fs.readFileSync(path.join(loaderFolder, 'lib/es/config/index.js'), 'utf8')
    const vs = /vs: '([^']+)'/.exec(loaderConfig)?.[1]
    expect(vs?.replace(/vs$/, '')).toBe(CMS_CODE_EDITOR_SOURCE)
  })
})

