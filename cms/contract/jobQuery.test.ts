import { describe, expect, it } from 'vitest'
import { jobListQuerySchema, keywordQuerySchema } from './jobQuery'
import { queryRecord } from './queryString'

const read = (qs: string) => jobListQuerySchema.safeParse(queryRecord(new URLSearchParams(qs)))
const message = (qs: string) => {
  const parsed = read(qs)
  if (parsed.success) throw new Error(`expected ${qs} to be refused`)
  return parsed.error.issues[0]!.message
}

describe("the job lists' query: one rule per field", () => {
  it('gives the domain its values, with the defaults for absent fields', () => {
    expect(read('').data).toMatchObject({ q: '', category: [], type: [], page: 1, limit: 10, sort: 'relevant', match: 'smart', facets: false, country: null, tz: null })
    expect(read('type=contract&type=freelance&sort=Newest&page=3&limit=50&facets=true&country=pt&tz=%2B5.75').data).toMatchObject({
      type: ['contract', 'freelance'],
      sort: 'newest',
      page: 3,
      limit: 50,
      facets: true,
      country: 'PT',
      tz: 5.75,
    })
  })

  it('ignores names it does not declare (tracking parameters)', () => {
    expect(read('utm_source=news&fbclid=x').success).toBe(true)
  })

  it("refuses a value outside the declared query with the field's message (the values the audit found answered 200)", () => {
    expect(message('sort=AAA')).toBe('Invalid sort "aaa". Use one of: relevant, newest, highest.')
    for (const qs of ['limit=0', 'limit=0.5', 'limit=51', 'limit=x']) expect(message(qs)).toBe('Limit must be a whole number from 1 to 50.')
    for (const qs of ['page=null', 'page=0', 'page=1001']) expect(message(qs)).toBe('Page must be a whole number from 1 to 1000.')
    expect(message('type=permanent')).toBe('Invalid type "permanent". Use one of: full-time, part-time, contract, freelance.')
    expect(message('facets=yes')).toBe('Use true or false.')
    expect(message('sort=newest&sort=highest')).toMatch(/^Invalid sort/)
  })

  it('bounds the keyword lists the same way', () => {
    expect(keywordQuerySchema.parse({})).toEqual({ limit: 5 })
    expect(keywordQuerySchema.safeParse({ limit: '51' }).success).toBe(false)
  })
})
