import type { JobListItem } from '@cms/contract/jobs'
import { describe, expect, it } from 'vitest'
import { breadcrumbJsonLd, employmentType, jobPostingJsonLd, organizationJsonLd, validThrough } from './structuredData'

const job: JobListItem = {
  id: 1, slug: 'react-dev-1', title: 'React Developer', description: '<p>Hi</p>', postedAt: '2026-01-01T00:00:00.000Z', reposted: false, type: 'full-time',
  featured: false, placement: null, salaryMin: 50000, salaryMax: null, salaryPosted: null, timezone: null, experienceLevel: 'mid', source: 'remoteok', externalId: 'r-1',
  applyUrl: null, company: { name: 'Acme', slug: 'acme', website: 'https://acme.example', logo: null }, category: null,
  location: { name: 'Germany', slug: 'germany', region: 'Europe' }, skills: [],
  locationText: null,
  eligibility: { scope: 'countries', countries: ['DE'], regions: [], excludedCountries: [], timezones: null },
}

describe('structured data', () => {
  it('maps employment types to upper case with underscores', () => {
    expect(employmentType('full-time')).toBe('FULL_TIME')
    expect(employmentType('freelance')).toBe('FREELANCE')
  })
  it('is valid 30 days (keyword) or 3 months (search) after posting', () => {
    expect(validThrough('2026-01-01T00:00:00.000Z', 'keyword')).toBe('2026-01-31T00:00:00.000Z')
    expect(validThrough('2026-01-01T00:00:00.000Z', 'search').startsWith('2026-04-01')).toBe(true)
  })
  it('builds a JobPosting with hiring organisation, remote location and a one-sided salary', () => {
    const ld = jobPostingJsonLd(job, 'https://site.example')
    expect(ld).toMatchObject({
      '@type': 'JobPosting',
      employmentType: 'FULL_TIME',
      hiringOrganization: { name: 'Acme', sameAs: 'https://acme.example' },
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Germany' },
      baseSalary: { currency: 'USD', value: { minValue: 50000, unitText: 'YEAR' } },
      url: 'https://site.example/jobs/react-dev-1',
    })
    expect(jobPostingJsonLd({ ...job, salaryMin: null }, 'https://s')).not.toHaveProperty('baseSalary')
  })
  it("describes the company page's Organization: website and profiles as sameAs, logo, founding year, country", () => {
    const company = {
      name: 'Acme', slug: 'acme', website: 'https://acme.example', logo: 'https://acme.example/logo.png', description: 'Rockets.',
      size: '11-50' as const, founded: 2015, headquarters: 'PT', links: { linkedin: 'https://www.linkedin.com/company/acme', x: null },
    }
    expect(organizationJsonLd(company, 'https://nomad.example')).toEqual({
      '@context': 'https://schema.org', '@type': 'Organization', name: 'Acme', url: 'https://acme.example',
      sameAs: ['https://acme.example', 'https://www.linkedin.com/company/acme'], logo: 'https://acme.example/logo.png', description: 'Rockets.',
      foundingDate: '2015', address: { '@type': 'PostalAddress', addressCountry: 'PT' },
    })
    const bare = organizationJsonLd({ ...company, website: null, logo: null, description: null, founded: null, headquarters: null, links: { linkedin: null, x: null } }, 'https://nomad.example')
    expect(bare).toEqual({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Acme', url: 'https://nomad.example/companies/acme' })
  })

  it('numbers breadcrumb items from 1 with absolute URLs', () => {
    expect(breadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: 'Categories', path: '/categories' }], 'https://s').itemListElement[1]).toEqual({ '@type': 'ListItem', position: 2, name: 'Categories', item: 'https://s/categories' })
  })

  it('takes who may apply from eligibility: countries by name, nothing for worldwide or unknown jobs', () => {
    expect(jobPostingJsonLd({ ...job, eligibility: { ...job.eligibility, countries: ['DE', 'PT'] } }).applicantLocationRequirements).toEqual([
      { '@type': 'Country', name: 'Germany' },
      { '@type': 'Country', name: 'Portugal' },
    ])
    for (const scope of ['worldwide', 'unknown'] as const) {
      expect(jobPostingJsonLd({ ...job, eligibility: { ...job.eligibility, scope, countries: [] } })).not.toHaveProperty('applicantLocationRequirements')
    }
  })
})
