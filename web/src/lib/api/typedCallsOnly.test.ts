import path from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../../../..')
const TYPED_CALLS_ONLY = /^Name the declared call/

let eslint: ESLint
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT })
})

/** The messages of the repository's own ESLint config for `code` as if it were the file at `file`. */
async function typedCallsRule(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) })
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax' && TYPED_CALLS_ONLY.test(m.message)).map((m) => code.split('\n')[m.line - 1]!.trim())
}

describe('ESLint keeps hand-typed /api calls out of the SPA (docs/api.md)', () => {
  it('flags an /api path written by hand, in a string, a template or an absolute URL', async () => {
    const code = [
      "import { apiCall } from '@web/lib/api/client'",
      'export const slug = String(Math.random())',
      "export const a = fetch('/api/auth/session')",
      'export const b = `/api/blog/post/${slug}`',
      'export const c = `${location.origin}/api/jobs?limit=5`',
      "export const d = 'https://nomad.example/api/search'",
      "export const e = '/api'",
      'export const f = apiCall("getJobs")',
    ].join('\n')
    expect(await typedCallsRule(code, 'web/src/lib/example.ts')).toEqual([
      "export const a = fetch('/api/auth/session')",
      'export const b = `/api/blog/post/${slug}`',
      'export const c = `${location.origin}/api/jobs?limit=5`',
      "export const d = 'https://nomad.example/api/search'",
      "export const e = '/api'",
    ])
  })

  it('flags a form whose action is an /api path written by hand', async () => {
    const code = "export const Form = () => <form method=\"post\" action=\"/api/auth/login/form\" />"
    expect(await typedCallsRule(code, 'web/src/features/accounts/components/Example.tsx')).toEqual([code])
  })

  it('flags the untyped senders, whose answer type the caller would pick', async () => {
    const code = [
      "import { ApiError, apiRequest } from '@web/lib/apiClient'",
      "import { getOrNullOn401 as orNull } from '../apiClient'",
      "import { apiFormRequest } from './apiClient'",
      'export { ApiError, apiRequest, orNull, apiFormRequest }',
    ].join('\n')
    expect(await typedCallsRule(code, 'web/src/lib/session/example.ts')).toEqual(code.split('\n').slice(0, 3))
  })

  it('leaves alone other paths, the typed client, the generated table and the tests', async () => {
    expect(await typedCallsRule("export const a = ['/apiary', '/cms/api/users', '/jobs/api-engineer']", 'web/src/lib/example.ts')).toEqual([])
    const literal = "export const a = '/api/jobs'"
    expect(await typedCallsRule(literal, 'web/src/lib/api/apiPaths.ts')).toEqual([])
    expect(await typedCallsRule(literal, 'web/src/lib/session/getSession.test.ts')).toEqual([])
    expect(await typedCallsRule("import { apiRequest } from '../apiClient'\nexport { apiRequest }", 'web/src/lib/api/client.ts')).toEqual([])
  })
})
