import { describe, expect, it } from 'vitest'
import { parseUtcOffset } from '@cms/domain/jobs/parseUtcOffset'
import { generateJobs } from './generateJobs'

const jobs = generateJobs(320, new Date('2026-01-01T00:00:00Z'))

describe('generateJobs', () => {
  it('is deterministic and gives unique slugs and source ids', () => {
    expect(generateJobs(320, new Date('2026-01-01T00:00:00Z'))).toEqual(jobs)
    expect(new Set(jobs.map((j) => j.slug)).size).toBe(jobs.length)
    expect(new Set(jobs.map((j) => `${j.source}/${j.externalId}`)).size).toBe(jobs.length)
  })

  it('covers every job type, experience level and several sources', () => {
    expect(new Set(jobs.map((j) => j.type))).toEqual(new Set(['full-time', 'part-time', 'contract', 'freelance']))
    expect(new Set(jobs.map((j) => j.experienceLevel))).toEqual(new Set(['entry', 'mid', 'senior']))
    expect(new Set(jobs.map((j) => j.source)).size).toBeGreaterThanOrEqual(4)
  })

  it('puts jobs in every salary bucket', () => {
    const buckets: [number, number][] = [[0, 50000], [50000, 100000], [100000, 150000], [150000, 1000000]]
    for (const [min, max] of buckets) {
      expect(jobs.some((j) => j.salaryMax !== null && j.salaryMax >= min && j.salaryMax <= max)).toBe(true)
    }
    expect(jobs.some((j) => j.salaryMin === null && j.salaryMax === null)).toBe(true)
    expect(jobs.some((j) => j.salaryMin !== null && j.salaryMax === null)).toBe(true)
    expect(jobs.some((j) => j.salaryMin === null && j.salaryMax !== null)).toBe(true)
  })

  it('puts jobs in every timezone bucket and some with a flexible timezone', () => {
    const offsets = jobs.map((j) => parseUtcOffset(j.timezone))
    expect(offsets.some((o) => o !== null && o <= -4 && o >= -10)).toBe(true)
    expect(offsets.some((o) => o !== null && o >= -1 && o <= 3)).toBe(true)
    expect(offsets.some((o) => o !== null && o >= 5 && o <= 12)).toBe(true)
    expect(offsets.some((o) => o === null)).toBe(true)
  })

  it('has featured jobs and jobs without an apply URL', () => {
    expect(jobs.some((j) => j.featured)).toBe(true)
    expect(jobs.some((j) => j.applyUrl === null)).toBe(true)
  })
})
