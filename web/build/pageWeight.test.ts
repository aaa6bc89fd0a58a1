import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Rollup } from 'vite'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { pageScriptWeights, type PageScriptWeight, type BuiltChunk } from './pageWeight'

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * What each public page's scripts weigh today (KB, brotli 11 as the server sends them), with a little room;
 * lower a figure when a change makes a page lighter, so the weight cannot creep back. The goal is the budget
 * of docs/performance.md (100 KB); React, React Router and TanStack Query alone weigh about 88 KB.
 */
const CEILING_KB: Record<PageScriptWeight['type'], number> = {
  home: 124,
  search: 135,
  job: 132,
  category: 137.5,
  'blog post': 123,
  keyword: 130.5,
  location: 136.5,
  country: 128.2,
  companies: 123,
  company: 135,
}

let weights: PageScriptWeight[]

beforeAll(async () => {
  // The browser build in memory (nothing written to cms/public), as `npm run build:web` makes it: React's
  // production build is chosen by NODE_ENV, which is 'test' here.
  vi.stubEnv('NODE_ENV', 'production')
  const result = (await build({ configFile: path.join(webDir, 'vite.config.ts'), mode: 'production', logLevel: 'silent', build: { write: false } }).finally(() => vi.unstubAllEnvs())) as Rollup.RollupOutput
  weights = pageScriptWeights(result.output.filter((file): file is Rollup.OutputChunk => file.type === 'chunk') as BuiltChunk[], path.join(webDir, 'src'))
}, 120_000)

describe('page weight', () => {
  it("keeps each public page's scripts under its ceiling", () => {
    const overweight = weights.filter((page) => page.bytes > CEILING_KB[page.type] * 1024)
    expect(overweight.map((page) => `${page.type}: ${(page.bytes / 1024).toFixed(1)} KB in ${page.files.slice(0, 5).map((file) => `${file.fileName} ${(file.bytes / 1024).toFixed(1)}`).join(', ')}...`)).toEqual([])
  })

  it('keeps what only forms and dialogs need out of every public page: zod, the rich-text editor, Radix, react-hook-form, the country package', () => {
    const formsOnly = /node_modules\/(?:zod|lexical|@lexical|@radix-ui|react-hook-form|diacritics)\/|i18n-iso-countries\/index\.js/
    for (const page of weights) expect(page.moduleIds.filter((id) => formsOnly.test(id)), page.type).toEqual([])
  })
})
