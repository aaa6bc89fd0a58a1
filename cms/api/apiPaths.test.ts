import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { apiPathsSource } from './apiPathsSource'

describe("the SPA's table of call addresses", () => {
  it('is what the declarations say (run `npm run generate:api` after changing a call)', () => {
    const file = fs.readFileSync(path.resolve(import.meta.dirname, '../../web/src/lib/api/apiPaths.ts'), 'utf8')
    expect(file).toBe(apiPathsSource())
  })
})
