import { describe, expect, it } from 'vitest'
import { DEFAULT_TIERS, JOB_POST_MESSAGES } from '@cms/contract/jobPosts'
import { planPayment } from './checkout'

const tiers = DEFAULT_TIERS

describe('planPayment', () => {
  it("buys a draft's first listing in its tier, or the tier asked for", () => {
    expect(planPayment({ state: 'draft', tier: 'standard', job: null }, undefined, tiers)).toEqual({ tier: 'standard', purpose: 'post', days: 30, priceCents: 4900 })
    expect(planPayment({ state: 'awaiting-payment', tier: 'standard', job: null }, 'pinned', tiers)).toMatchObject({ tier: 'pinned', purpose: 'post', priceCents: 14900 })
  })

  it('extends a live or ended post with its own tier and upgrades it with a higher one', () => {
    expect(planPayment({ state: 'live', tier: 'featured', job: 7 }, undefined, tiers)).toMatchObject({ tier: 'featured', purpose: 'extend' })
    expect(planPayment({ state: 'ended', tier: 'featured', job: 7 }, 'featured', tiers)).toMatchObject({ purpose: 'extend' })
    expect(planPayment({ state: 'live', tier: 'standard', job: 7 }, 'pinned', tiers)).toMatchObject({ tier: 'pinned', purpose: 'upgrade', days: 7 })
  })

  it.each([
    ['a post in review', { state: 'in-review', tier: 'standard', job: null }, undefined, JOB_POST_MESSAGES.alreadyPaid],
    ['a rejected post', { state: 'rejected', tier: 'standard', job: null }, undefined, JOB_POST_MESSAGES.notPayable],
    ['an ended post that never went live', { state: 'ended', tier: 'standard', job: null }, undefined, JOB_POST_MESSAGES.notPayable],
    ['a lower tier than a live post has', { state: 'live', tier: 'pinned', job: 7 }, 'standard', JOB_POST_MESSAGES.notPayable],
  ] as const)('refuses %s as a conflict', (_label, post, asked, message) => {
    expect(() => planPayment(post, asked, tiers)).toThrow(expect.objectContaining({ kind: 'conflict', message }))
  })
})
