import { describe, expect, it } from 'vitest'
import { dedupeKey, inferCategory, inferExperience, inferType, normaliseSkills, normaliseUrl, parsePeriod, resolveLocation } from './normalise'

describe('normalise', () => {
  it('reads a provider\'s salary period', () => {
    expect(parsePeriod('HOUR')).toBe('hour')
    expect(parsePeriod('yearly')).toBe('year')
  })
  it('type, experience and category', () => {
    expect(inferType('PARTTIME')).toBe('part-time')
    expect(inferType('contract_type: contract')).toBe('contract')
    expect(inferType('Freelance writer')).toBe('freelance')
    expect(inferType('FULLTIME')).toBe('full-time')
    expect(inferExperience('Sr. Backend Engineer')).toBe('senior')
    expect(inferExperience('Junior QA')).toBe('entry')
    expect(inferExperience('Engineer', 12)).toBe('entry')
    expect(inferExperience('Engineer')).toBe('mid')
    expect(inferCategory('Solidity Developer')).toBe('web3')
    expect(inferCategory('Senior Backend Engineer')).toBe('development')
    expect(inferCategory('Something', ['figma', 'ux'])).toBe('design')
    expect(inferCategory('Something')).toBeNull()
  })
  it('keeps the location line, files it under a seeded location, and never guesses worldwide', () => {
    expect(resolveLocation(' Worldwide ')).toEqual({ locationText: 'Worldwide', locationSlug: 'worldwide', timezone: null })
    expect(resolveLocation('Remote - USA')).toMatchObject({ locationSlug: 'united-states', timezone: 'UTC-5' })
    expect(resolveLocation('Europe (UTC+1 to UTC+3)')).toMatchObject({ locationSlug: 'europe', timezone: 'UTC+1' })
    expect(resolveLocation('Europe (excluding UK)')).toMatchObject({ locationSlug: 'europe' })
    expect(resolveLocation('Austin, TX')).toMatchObject({ locationSlug: 'united-states' })
    for (const line of ['', 'Remote', 'Mars', null]) expect(resolveLocation(line)).toMatchObject({ locationSlug: null, timezone: null })
  })
  it('skills, duplicate keys and URLs', () => {
    expect(normaliseSkills(['react', 'React', 'dev', 'node', 'digital nomad', 'machine learning'])).toEqual(['React', 'Node.js', 'Machine Learning'])
    expect(dedupeKey('Acme, Inc.', 'Senior  Developer!')).toBe(dedupeKey('ACME', 'senior developer'))
    expect(normaliseUrl('https://x.example/job?id=1&utm_source=y#top')).toBe('https://x.example/job?id=1')
    expect(normaliseUrl('javascript:alert(1)')).toBeNull()
  })
})
