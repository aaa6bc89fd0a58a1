import { describe, expect, it } from 'vitest'
import { searchTitle } from './searchTitle'

describe('searchTitle', () => {
  it('builds the heading from q and location, hyphens become spaces', () => {
    expect(searchTitle('react', null)).toBe('react Remote Jobs')
    expect(searchTitle('full-stack', 'united-states')).toBe('full stack Remote Jobs in united states')
    expect(searchTitle('', 'europe')).toBe('Remote Jobs in europe')
    expect(searchTitle(undefined, undefined)).toBe('Remote Jobs for Digital Nomads')
  })
})
