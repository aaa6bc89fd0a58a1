import type { Pool } from 'pg'
import { describe, expect, it } from 'vitest'
import { Failure } from '@cms/domain/failure'
import { checkKnownTaxonomy, resolveKnownFilters } from './knownFilters'
import { parseJobQuery } from './params'
import type { ResolvedJobQuery } from './sql'

const resolved = (extra: Partial<ResolvedJobQuery>): ResolvedJobQuery => ({ ...parseJobQuery(new URLSearchParams()), categoryIds: null, locationIds: null, ...extra })

const refusal = (check: () => unknown) => {
  try {
    check()
  } catch (error) {
    return error as Failure
  }
  throw new Error('expected a refusal')
}

describe('checkKnownTaxonomy', () => {
  it('passes a query whose every slug was found, or without taxonomy filters', () => {
    const query = resolved({ categories: ['design', 'dev'], categoryIds: [1, 2], locations: ['lisbon'], locationIds: [7] })
    expect(checkKnownTaxonomy(query)).toBe(query)
    expect(checkKnownTaxonomy(resolved({}))).toEqual(resolved({}))
  })

  it('refuses a category list with an unknown slug, naming the list', () => {
    const error = refusal(() => checkKnownTaxonomy(resolved({ categories: ['design', 'dezign'], categoryIds: [1] })))
    expect(error.kind).toBe('invalid')
    expect(error.message).toBe('Unknown category in "design,dezign".')
    expect(error.details).toEqual({ success: false })
  })

  it('refuses a location list with an unknown slug, cutting a long list to 80 characters', () => {
    const locations = Array.from({ length: 20 }, (_, i) => `place-${i}`)
    const error = refusal(() => checkKnownTaxonomy(resolved({ locations, locationIds: [3], unknownLocation: true })))
    expect(error.kind).toBe('invalid')
    expect(error.message).toBe(`Unknown location in "${locations.join(',').slice(0, 80)}".`)
  })
})

describe('resolveKnownFilters', () => {
  it("gives parseJobQuery's 400 with success: false, before any lookup", async () => {
    const error = (await resolveKnownFilters({} as Pool, new URLSearchParams('experience=guru')).catch((e: unknown) => e)) as Failure
    expect(error).toBeInstanceOf(Failure)
    expect(error.kind).toBe('invalid')
    expect(error.details).toEqual({ success: false })
  })
})
