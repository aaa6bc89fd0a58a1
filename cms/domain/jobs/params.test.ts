import { describe, expect, it } from 'vitest'
import { Failure } from '@cms/domain/failure'
import { hasSearchableText, parseJobQuery } from './params'

const parse = (qs: string) => parseJobQuery(new URLSearchParams(qs))
const refusal = (qs: string) => {
  try {
    parse(qs)
  } catch (error) {
    return error
  }
  throw new Error(`expected ${qs} to be refused`)
}

describe('parseJobQuery', () => {
  it('gives the defaults for an empty request', () => {
    expect(parse('')).toEqual({
      q: '',
      categories: [],
      locations: [],
      types: [],
      experience: [],
      salary: [],
      timezone: [],
      page: 1,
      limit: 10,
      sort: 'relevant',
      country: null,
      tz: null,
      match: 'smart',
      facets: false,
    })
  })

  it('trims the text and folds runs of white space', () => {
    expect(parse('q=%20%20react%20%20%20native%09dev%20').q).toBe('react native dev')
  })

  it('reads comma lists and repeated parameters, trimmed, lower-cased, without blanks and duplicates', () => {
    const query = parse('type=Contract,%20freelance,,contract&type=full-time&category=design&category=Design,marketing')
    expect(query.types).toEqual(['contract', 'freelance', 'full-time'])
    expect(query.categories).toEqual(['design', 'marketing'])
  })

  it('refuses filter values outside the documented sets with a 400 naming the value', () => {
    const error = refusal('type=permanent') as Failure
    expect(error).toBeInstanceOf(Failure)
    expect(error.kind).toBe('invalid')
    expect(error.message).toBe('Invalid type "permanent". Use one of: full-time, part-time, contract, freelance.')
    expect((refusal('experience=guru') as Failure).kind).toBe('invalid')
    expect((refusal('salary=1-2') as Failure).kind).toBe('invalid')
    expect((refusal('timezone=mars') as Failure).kind).toBe('invalid')
  })

  it('refuses slugs that are not slugs, and more than 20 values', () => {
    expect((refusal('category=..%2Fetc') as Failure).message).toBe('Invalid category "../etc".')
    expect((refusal('location=-berlin') as Failure).kind).toBe('invalid')
    const many = Array.from({ length: 21 }, (_, i) => `c${i}`).join(',')
    expect((refusal(`category=${many}`) as Failure).message).toBe('Too many values for category (at most 20).')
    expect(parse(`category=${many.split(',').slice(0, 20).join(',')}`).categories).toHaveLength(20)
  })

  it('refuses search text over 200 characters', () => {
    expect(parse(`q=${'a'.repeat(200)}`).q).toHaveLength(200)
    expect((refusal(`q=${'a'.repeat(201)}`) as Failure).message).toBe('Search text must be at most 200 characters.')
  })

  it('takes paging within its bounds and refuses anything else with the field\'s message (one rule with /api)', () => {
    expect(parse('page=%207%20&limit=25')).toMatchObject({ page: 7, limit: 25 })
    expect(parse('page=1000&limit=50')).toMatchObject({ page: 1000, limit: 50 })
    for (const qs of ['page=0', 'page=-2', 'page=2.5', 'page=null', 'page=5000']) expect((refusal(qs) as Failure).message).toBe('Page must be a whole number from 1 to 1000.')
    for (const qs of ['limit=0', 'limit=abc', 'limit=0.5', 'limit=51']) expect((refusal(qs) as Failure).message).toBe('Limit must be a whole number from 1 to 50.')
  })

  it('accepts the documented sorts in any case and refuses others', () => {
    expect(parse('sort=NEWEST').sort).toBe('newest')
    expect(parse('sort=highest').sort).toBe('highest')
    expect(parse('').sort).toBe('relevant')
    expect((refusal('sort=cheapest') as Failure).message).toBe('Invalid sort "cheapest". Use one of: relevant, newest, highest.')
    expect((refusal('sort=AAA') as Failure).kind).toBe('invalid')
  })
})

describe('hasSearchableText', () => {
  it('needs a letter or digit in any script', () => {
    expect(hasSearchableText('&|!')).toBe(false)
    expect(hasSearchableText('')).toBe(false)
    expect(hasSearchableText('c++')).toBe(true)
    expect(hasSearchableText('日本')).toBe(true)
    expect(hasSearchableText('42')).toBe(true)
  })
})
