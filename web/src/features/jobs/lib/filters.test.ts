import { describe, expect, it } from 'vitest'
import { applyFiltersToParams, clearFiltersInParams, emptyFilters, filtersFromParams, ignoredParams, keptFormFields, listQueryString, toggleValue } from './filters'

describe('filters and the URL', () => {
  it('reads comma-joined lists from the URL', () => {
    const f = filtersFromParams(new URLSearchParams('type=full-time,contract&salary=0-50000'))
    expect(f.type).toEqual(['full-time', 'contract'])
    expect(f.salary).toEqual(['0-50000'])
    expect(f.timezone).toEqual([])
  })

  it('reads the repeated fields a plain HTML form sends (type=a&type=b) as one list', () => {
    const f = filtersFromParams(new URLSearchParams('type=full-time&type=contract,freelance&location=&category=design'))
    expect(f.type).toEqual(['full-time', 'contract', 'freelance'])
    expect(f.location).toEqual([])
    expect(f.category).toEqual(['design'])
    expect(listQueryString(new URLSearchParams('q=&type=full-time&type=contract&sort=relevant&page=1'))).toBe('type=full-time%2Ccontract')
    // Who may apply reaches the API, so /search?country=PT lists what a visitor in Portugal can take.
    expect(listQueryString(new URLSearchParams('country=PT&tz=1&type=contract'))).toBe('type=contract&country=PT&tz=1')
  })

  it('the query a form carries along (list query without page and sort) and the canonical query of a page link', () => {
    const params = new URLSearchParams('q=react&type=full-time&type=contract&sort=newest&page=4&utm=x')
    expect(keptFormFields(params, ['page', 'sort'])).toEqual([
      ['q', 'react'],
      ['type', 'full-time,contract'],
    ])
    expect(keptFormFields(params, ['page'])).toEqual([
      ['q', 'react'],
      ['type', 'full-time,contract'],
      ['sort', 'newest'],
    ])
  })

  it('Apply writes comma-joined lists, drops empty ones and resets the page', () => {
    const params = new URLSearchParams('q=react&page=3&type=freelance')
    const next = applyFiltersToParams(params, { ...emptyFilters(), experience: ['entry', 'senior'], timezone: ['europe'] })
    expect(next.toString()).toBe('q=react&experience=entry%2Csenior&timezone=europe')
  })

  it('Clear keeps the search words and the search location, drops the rest', () => {
    const params = new URLSearchParams('q=react&location=europe&type=contract&salary=0-50000&page=2')
    expect(clearFiltersInParams(params).toString()).toBe('q=react&location=europe')
  })

  it('Clear on a category or location page keeps only the search words', () => {
    const params = new URLSearchParams('q=react&type=contract&location=germany,japan')
    expect(clearFiltersInParams(params, { category: 'design' }).toString()).toBe('q=react')
  })

  it('toggles values and builds the list call query', () => {
    expect(toggleValue(['a'], 'b')).toEqual(['a', 'b'])
    expect(toggleValue(['a', 'b'], 'a')).toEqual(['b'])
    expect(listQueryString(new URLSearchParams('q= dev &page=2&sort=evil&type=contract'), { category: 'design' })).toBe('q=dev&type=contract&page=2&category=design')
  })
})

describe('values no filter knows', () => {
  it('are left out of the list query (the API would refuse it), and listed', () => {
    const params = new URLSearchParams('country=XX&tz=99&salary=lots,0-50000&type=x&q=react')
    expect(listQueryString(params)).toBe('q=react&salary=0-50000')
    expect(ignoredParams(params)).toEqual(['type=x', 'salary=lots', 'country=XX', 'tz=99'])
    expect(ignoredParams(new URLSearchParams('country=pt&tz=-3.5&salary=0-50000'))).toEqual([])
    expect(listQueryString(new URLSearchParams('country=pt&tz=-3.5'))).toBe('country=pt&tz=-3.5')
  })
})
