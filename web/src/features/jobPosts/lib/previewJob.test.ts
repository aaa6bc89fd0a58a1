import { describe, expect, it } from 'vitest'
import { emptyJobPostForm } from './formValues'
import { htmlText, previewJob } from './previewJob'

describe('previewJob', () => {
  const values = {
    ...emptyJobPostForm('featured'),
    company: { name: ' Acme ', website: 'https://acme.example' },
    title: 'Senior Go Engineer',
    category: 'software-development',
    type: 'contract' as const,
    experienceLevel: 'senior' as const,
    description: '<p>We build <strong>tools</strong> &amp; more.</p><ul><li>Go</li></ul>',
    applyEmail: 'jobs@acme.example',
    salaryMin: 4000,
    salaryMax: 5000,
    salaryCurrency: 'EUR' as const,
    salaryPeriod: 'month' as const,
  }

  it('is the card the post will become: yearly USD salary, placement, plain-text excerpt, mail link', () => {
    const job = previewJob(values, { scope: 'countries', countries: ['PT'], regions: [], excludedCountries: [], timezones: null }, 'Software Development', new Date('2026-11-24T00:00:00Z'))
    expect(job).toMatchObject({
      title: 'Senior Go Engineer',
      description: 'We build tools & more. Go',
      salaryMin: 53880,
      salaryMax: 67350,
      featured: true,
      placement: 'featured',
      applyUrl: 'mailto:jobs@acme.example',
      company: { name: 'Acme', website: 'https://acme.example', logo: null },
      category: { name: 'Software Development', slug: 'software-development' },
      eligibility: { scope: 'countries', countries: ['PT'] },
      postedAt: '2026-11-24T00:00:00.000Z',
    })
  })

  it('shows placeholders and unknown eligibility while the form is empty, and no job type or level before one is chosen', () => {
    const job = previewJob(emptyJobPostForm(), null, null)
    expect(job).toMatchObject({ title: 'Job title', company: { name: 'Your company' }, salaryMin: null, eligibility: { scope: 'unknown' }, featured: false, placement: 'standard' })
    expect(job).toMatchObject({ type: null, experienceLevel: null })
  })

  it('shows a pinned post with the featured highlight, as the lists do', () => {
    expect(previewJob({ ...emptyJobPostForm('pinned') }, null, null)).toMatchObject({ featured: true, placement: 'pinned' })
  })

  it('reads HTML as text', () => {
    expect(htmlText('<p>a&nbsp;b</p><p>c &lt;d&gt;</p>')).toBe('a b c <d>')
  })
})
