import { describe, expect, it } from 'vitest'
import { ordinaryPostings, scamPostings } from '../support/scamFixtures'
import { scamSignals } from '@cms/domain/trust/scamSignals'

describe('scamSignals on the fixtures', () => {
  it('holds every scam posting', () => {
    const missed = scamPostings.filter((posting) => scamSignals(posting).length === 0).map((posting) => posting.title)
    expect(missed).toEqual([])
  })

  it('holds at most 1 % of ordinary postings', () => {
    const held = ordinaryPostings.filter((posting) => scamSignals(posting).length > 0)
    console.log(`[scam rules] held ${held.length} of ${ordinaryPostings.length} ordinary postings; ${scamPostings.length} of ${scamPostings.length} scams`)
    expect(held.length / ordinaryPostings.length).toBeLessThanOrEqual(0.01)
    // The tricky ones (crypto employers, equipment budgets, "we never charge") are all ordinary.
    expect(held.map((posting) => posting.title)).toEqual([])
  })
})

describe('scamSignals evidence', () => {
  it('names the rule and the sentence that fired it', () => {
    expect(scamSignals({ description: '<p>Great team.</p><p>A one-time registration fee of $49 is required to activate your profile.</p>', applyUrl: 'https://x.io/apply' })).toEqual([
      { rule: 'asks-payment', evidence: 'A one-time registration fee of $49 is required to activate your profile.' },
    ])
    expect(scamSignals({ description: '<p>Apply now.</p>', applyUrl: 'https://bit.ly/abc' })).toEqual([{ rule: 'url-shortener', evidence: 'https://bit.ly/abc' }])
    expect(scamSignals({ description: '<p>Apply now.</p>', applyUrl: 'mailto:hr.jobs@gmail.com' })).toEqual([{ rule: 'free-mail', evidence: 'mailto:hr.jobs@gmail.com' }])
    expect(scamSignals({ description: '<p>Message our recruiter on WhatsApp +1 415 555 0100.</p>', applyUrl: null })).toEqual([
      { rule: 'messenger-only', evidence: 'Message our recruiter on WhatsApp +1 415 555 0100.' },
    ])
  })

  it('does not hold a job that offers WhatsApp as a way in beside its own site', () => {
    expect(scamSignals({ description: '<p>Questions? Message us on WhatsApp.</p>', applyUrl: 'https://acme.com/careers/42' })).toEqual([])
  })
})
