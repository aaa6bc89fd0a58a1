import { describe, expect, it } from 'vitest'
import { revisionChanges } from './revisionChanges'

const live: Record<string, unknown> = {
  title: 'Senior React Developer',
  'company.name': 'Acme',
  'company.website': null,
  category: { id: 3 },
  description: '<p>Build things.</p>',
  salaryMin: 90000,
  salaryMax: 120000,
  locationText: 'Worldwide',
}

describe('revisionChanges', () => {
  it('lists only the fields the pending edit changes, as text, live value first', () => {
    const revision = {
      title: 'Senior React Developer',
      company: { name: 'Acme', website: 'https://acme.test' },
      category: 3,
      description: '<p>Build <strong>more</strong> things.</p>',
      salaryMin: 90000,
      salaryMax: 130000,
      locationText: 'Europe only',
    }
    expect(revisionChanges(revision, (path) => live[path])).toEqual([
      { label: 'Company website', now: '(empty)', pending: 'https://acme.test' },
      { label: 'Description', now: 'Build things.', pending: 'Build more things.' },
      { label: 'Salary to', now: '120000', pending: '130000' },
      { label: 'Who may apply', now: 'Worldwide', pending: 'Europe only' },
    ])
  })

  it('is empty without a pending edit', () => {
    expect(revisionChanges(null, (path) => live[path])).toEqual([])
  })
})
