import path from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'

/** The budget of docs/performance.md: the compressed JavaScript a public page may load, in bytes. */
export const PAGE_SCRIPT_BUDGET_BYTES = 100 * 1024

/** The public page types and the screen module each one's route loads (web/src/app/routes.tsx). */
export const PUBLIC_PAGE_SCREENS = {
  home: 'features/home/routes/HomeScreen.tsx',
  search: 'features/jobs/routes/SearchScreen.tsx',
  job: 'features/jobs/routes/JobDetailScreen.tsx',
  category: 'features/jobs/routes/CategoryScreen.tsx',
  'blog post': 'features/blog/routes/BlogPostScreen.tsx',
  keyword: 'features/jobs/routes/KeywordScreen.tsx',
  location: 'features/jobs/routes/LocationScreen.tsx',
  country: 'features/jobs/routes/CountryLandingScreen.tsx',
  companies: 'features/jobs/routes/CompaniesScreen.tsx',
  company: 'features/jobs/routes/CompanyScreen.tsx',
} as const
export type PublicPageType = keyof typeof PUBLIC_PAGE_SCREENS

/** An address of each public page type, as a visitor opens it. */
export const PUBLIC_PAGE_EXAMPLES: Record<PublicPageType, string> = {
  home: '/',
  search: '/search?q=developer',
  job: '/jobs/growth-marketer-dunewise-155',
  category: '/categories/development',
  'blog post': '/blog/post/digital-nomad-packing-list-2025',
  keyword: '/keywords/remote-social-media-manager-jobs',
  location: '/locations/americas',
  country: '/remote-jobs-from/afghanistan',
  companies: '/companies',
  company: '/companies/dunewise',
}

/** The part of a built chunk this module reads (Rollup's and Rolldown's OutputChunk have it). */
export interface BuiltChunk {
  type: 'chunk'
  fileName: string
  code: string
  isEntry: boolean
  facadeModuleId: string | null
  imports: string[]
  moduleIds: string[]
}

/**
 * Compressed as the site server sends it to a browser: brotli at the quality the `compression` middleware
 * uses (4), which every current browser accepts (cms/server/compression.ts).
 */
export function compressedSize(code: string): number {
  return brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
}

/** A chunk and every chunk it imports statically (the browser fetches them all before running it). */
function withStaticImports(chunks: Map<string, BuiltChunk>, start: BuiltChunk): Set<BuiltChunk> {
  const found = new Set<BuiltChunk>()
  const visit = (chunk: BuiltChunk) => {
    if (found.has(chunk)) return
    found.add(chunk)
    for (const name of chunk.imports) visit(chunks.get(name)!)
  }
  visit(start)
  return found
}

export interface PageScriptWeight {
  type: PublicPageType
  /** What a reader's first scroll downloads: the entry chunk and its static imports, which hydrate the shell. */
  bytesAfterScroll: number
  /** What the visitor's first use of the page adds up to: the screen's chunk and its static imports too. */
  bytes: number
  /** The files and their compressed sizes, largest first. */
  files: { fileName: string; bytes: number }[]
  /** The source modules in those files. */
  moduleIds: string[]
}

/**
 * The compressed JavaScript each public page type needs: after a reader's scroll, the entry chunk and everything it
 * imports statically (the shell hydrates; the screen waits for the visitor's use of the page, web/src/app/screenOnUse.tsx);
 * once used, also the screen of its route and its static imports. Chunks loaded later on demand (dialogs, the account
 * menu, the newsletter form) are in neither; `bench:web` counts those too, in a browser.
 */
export function pageScriptWeights(output: BuiltChunk[], webSrc: string): PageScriptWeight[] {
  const chunks = new Map(output.map((chunk) => [chunk.fileName, chunk]))
  const entry = output.find((chunk) => chunk.isEntry)
  if (!entry) throw new Error('the build has no entry chunk')
  const sizes = new Map<BuiltChunk, number>()
  const sizeOf = (chunk: BuiltChunk) => sizes.get(chunk) ?? sizes.set(chunk, compressedSize(chunk.code)).get(chunk)!
  const total = (files: Iterable<BuiltChunk>) => [...files].reduce((sum, chunk) => sum + sizeOf(chunk), 0)
  const shell = withStaticImports(chunks, entry)
  return Object.entries(PUBLIC_PAGE_SCREENS).map(([type, screen]) => {
    const screenId = path.join(webSrc, screen)
    const screenChunk = output.find((chunk) => chunk.facadeModuleId === screenId)
    if (!screenChunk) throw new Error(`no chunk of its own for ${screen}: is it still loaded lazily by its route?`)
    const needed = new Set([...shell, ...withStaticImports(chunks, screenChunk)])
    const files = [...needed].map((chunk) => ({ fileName: chunk.fileName, bytes: sizeOf(chunk) })).sort((a, b) => b.bytes - a.bytes)
    return { type: type as PublicPageType, bytesAfterScroll: total(shell), bytes: total(needed), files, moduleIds: [...needed].flatMap((chunk) => chunk.moduleIds) }
  })
}
