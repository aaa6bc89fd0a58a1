import { describe, expect, it } from 'vitest'
import { coworkingCount, groupByRegion, locationCopy, locationJobsTitle, locationKind } from './locationText'

const loc = (name: string, region: string | null, country?: string) => ({ name, slug: name.toLowerCase(), region, country })

describe('location texts', () => {
  it("titles a location's jobs, without 'in Worldwide'", () => {
    expect(locationJobsTitle('Worldwide')).toBe('Worldwide Remote Jobs')
    expect(locationJobsTitle('Europe')).toBe('Remote Jobs in Europe')
  })
  it('chooses the variant by region', () => {
    expect(locationKind({ name: 'Worldwide', slug: 'worldwide', region: 'Worldwide' })).toBe('worldwide')
    expect(locationKind(loc('Spain', 'Europe'))).toBe('europe')
    expect(locationKind(loc('Australia', 'Oceania'))).toBe('other')
  })
  it('quotes the coworking counts', () => {
    expect(coworkingCount(loc('United States', 'Americas', 'United States'))).toBe(6000)
    expect(coworkingCount(loc('Canada', 'Americas', 'Canada'))).toBe(800)
    expect(coworkingCount(loc('Brazil', 'Americas', 'Brazil'))).toBe(300)
    expect(coworkingCount(loc('United Kingdom', 'Europe', 'United Kingdom'))).toBe(2800)
    expect(coworkingCount(loc('Germany', 'Europe', 'Germany'))).toBe(1900)
    expect(coworkingCount(loc('Spain', 'Europe', 'Spain'))).toBe(600)
    expect(coworkingCount(loc('Japan', 'Asia', 'Japan'))).toBe(450)
    expect(coworkingCount(loc('Singapore', 'Asia', 'Singapore'))).toBe(250)
    expect(coworkingCount(loc('Thailand', 'Asia', 'Thailand'))).toBe(150)
    expect(coworkingCount(loc('Australia', 'Oceania', 'Australia'))).toBe(200)
    expect(coworkingCount({ name: 'Worldwide', slug: 'worldwide', region: 'Worldwide' })).toBe(0)
    expect(locationCopy(loc('Germany', 'Europe', 'Germany')).internet).toContain('1,900 coworking spaces')
    expect(locationCopy(loc('Germany', 'Europe', 'Germany')).tips).toHaveLength(5)
  })
  it("groups by region with a missing region under 'Global'", () => {
    expect(groupByRegion([loc('A', 'Europe'), loc('B', null), loc('C', 'Europe')]).map(([r, l]) => [r, l.length])).toEqual([['Europe', 2], ['Global', 1]])
  })
})
