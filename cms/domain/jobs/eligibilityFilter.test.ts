import { describe, expect, it } from 'vitest'
import { SqlParams } from '@cms/lib/sqlBuilder'
import { eligibilityConditions } from './eligibilityFilter'
import { parseJobQuery } from './params'

const parse = (qs: string) => {
  const { country, tz } = parseJobQuery(new URLSearchParams(qs))
  return { country, tz }
}

describe('the country and tz filters', () => {
  it('reads an ISO country in any case and an offset in whole, half or quarter hours', () => {
    expect(parse('')).toEqual({ country: null, tz: null })
    expect(parse('country=pt&tz=1')).toEqual({ country: 'PT', tz: 1 })
    expect(parse('tz=-3.5')).toMatchObject({ tz: -3.5 })
    expect(parse('tz=%2B5.75')).toMatchObject({ tz: 5.75 })
    expect(parse('tz=14')).toMatchObject({ tz: 14 })
    expect(parse('tz=-12')).toMatchObject({ tz: -12 })
  })

  it('answers 400 with a message for an unknown code or an impossible offset', () => {
    for (const qs of ['country=XX', 'country=Portugal', 'country=P', 'country=zz']) expect(() => parse(qs)).toThrow(/Unknown country/)
    for (const qs of ['tz=15', 'tz=-13', 'tz=1.2', 'tz=abc', 'tz=1e1', 'tz=Infinity']) expect(() => parse(qs)).toThrow(/Invalid tz/)
    try {
      parse('country=XX')
    } catch (error) {
      expect(error).toMatchObject({ kind: 'invalid' })
    }
  })
})

describe('eligibilityConditions', () => {
  it('adds nothing without the filters', () => {
    expect(eligibilityConditions({ country: null, tz: null }, new SqlParams())).toEqual([])
  })

  it('matches a country through worldwide jobs that do not exclude it and through the reach column', () => {
    const params = new SqlParams()
    const [condition] = eligibilityConditions({ country: 'PT', tz: null }, params)
    expect(condition).toContain(`j.eligibility_scope = 'worldwide'`)
    expect(condition).toContain('j.eligibility_reach @> $1::jsonb')
    expect(params.values).toEqual(['["PT"]'])
  })

  it('matches an offset when a job states no window or its window holds it', () => {
    const params = new SqlParams()
    expect(eligibilityConditions({ country: null, tz: -5 }, params)).toEqual([
      '(j.eligibility_tz_min IS NULL OR (j.eligibility_tz_min <= $1 AND j.eligibility_tz_max >= $1))',
    ])
    expect(params.values).toEqual([-5])
  })
})
