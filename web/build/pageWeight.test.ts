import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Rollup } from 'vite'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { matchRoutes } from 'react-router-dom'
import { createRoutes } from '../src/app/routes'
import type { RouteHandle } from '../src/lib/routeHandle'
import { PAGE_SCRIPT_BUDGET_BYTES, pageScriptWeights, PUBLIC_PAGE_EXAMPLES, type PageScriptWeight, type BuiltChunk } from './pageWeight'

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * What each public page's scripts weigh once the visitor uses the page (a reader's scroll loads less, see the
 * budget below), today (KB, brotli 11 as the server sends them), with a little room;
 * lower a figure when a change makes a page lighter, so the weight cannot creep back. Readers of these pages
 * download them on their first interaction (docs/performance.md); React, React Router (declarative mode) and
 * TanStack Query alone weigh 86.0 KB.
 */
const CEILING_KB: Record<PageScriptWeight['type'], number> = {
  home: 109.5,
  search: 122.5,
  job: 120.5,
  category: 125,
  'blog post': 107.5,
  keyword: 118,
  location: 124,
  country: 115.5,
  companies: 109.5,
  company: 122,
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
  it('keeps what a reader\'s first scroll downloads on every public page type within the budget (100 KB)', () => {
    const overweight = weights.filter((page) => page.bytesAfterScroll > PAGE_SCRIPT_BUDGET_BYTES)
    expect(overweight.map((page) => `${page.type}: ${(page.bytesAfterScroll / 1024).toFixed(1)} KB`)).toEqual([])
  })

  it("keeps each public page's scripts, once used, under its ceiling", () => {
    const overweight = weights.filter((page) => page.bytes > CEILING_KB[page.type] * 1024)
    expect(overweight.map((page) => `${page.type}: ${(page.bytes / 1024).toFixed(1)} KB in ${page.files.slice(0, 5).map((file) => `${file.fileName} ${(file.bytes / 1024).toFixed(1)}`).join(', ')}...`)).toEqual([])
  })

  it('lets every public page type wait for the first interaction before it loads any of these scripts', () => {
    const routes = createRoutes(() => new QueryClient())
    for (const [type, url] of Object.entries(PUBLIC_PAGE_EXAMPLES)) {
      const handle = matchRoutes(routes, url)?.at(-1)?.route.handle as RouteHandle | undefined
      expect(handle?.scriptsOnIntent, `${type} (${url})`).toBe(true)
    }
  })

  it('keeps what only forms and dialogs need out of every public page: zod, the rich-text editor, Radix, react-hook-form, the country package', () => {
    const formsOnly = /node_modules\/(?:zod|lexical|@lexical|@radix-ui|react-hook-form|diacritics)\/|i18n-iso-countries\/index\.js/
    for (const page of weights) expect(page.moduleIds.filter((id) => formsOnly.test(id)), page.type).toEqual([])
  })
})
