import { describe, expect, it } from 'vitest'
import { searchTitle } from './searchTitle'

describe('searchTitle', () => {
  it('builds the heading from q and location, hyphens become spaces', () => {
    expect(searchTitle('react', null)).toBe('React Remote Jobs')
    expect(searchTitle('full-stack', 'united-states')).toBe('Full Stack Remote Jobs in United States')
    expect(searchTitle('', 'europe')).toBe('Remote Jobs in Europe')
    expect(searchTitle('designer', 'europe')).toBe('Designer Remote Jobs in Europe')
    expect(searchTitle(undefined, undefined)).toBe('Remote Jobs for Digital Nomads')
  })
})
