import { describe, expect, it } from 'vitest'
import { CHART, dollars, salaryChartView } from './salaryChart'

const distribution = { count: 12, q1: 80_250, median: 95_000, q3: 120_400, currency: 'USD' as const, ratesDate: '2026-10-02' }

describe('salaryChartView', () => {
  it('says what the chart shows in one sentence, with the count and where the figures come from', () => {
    const view = salaryChartView(distribution, 'October 2, 2026')
    expect(view.summary).toBe('Median $95k a year. Half of the 12 jobs that state a salary pay between $80k and $120k.')
    expect(view.source).toBe('US dollars a year; salaries posted in other currencies or per month, day or hour are converted at the ECB rates of October 2, 2026.')
  })

  it('draws the box from the lower to the upper quartile with the median inside, on an axis of whole $10k steps that leaves room at both ends', () => {
    const view = salaryChartView(distribution, 'October 2, 2026')
    // Half the box's width (about $20k) beyond each quartile, rounded outwards: $60k to $150k.
    expect([view.axis.fromLabel, view.axis.toLabel]).toEqual(['$60k', '$150k'])
    expect(view.axis.from).toBe(CHART.padding)
    expect(view.axis.to).toBe(CHART.width - CHART.padding)
    expect(view.axis.from).toBeLessThan(view.x.q1)
    expect(view.x.q1).toBeLessThan(view.x.median)
    expect(view.x.median).toBeLessThan(view.x.q3)
    expect(view.x.q3).toBeLessThan(view.axis.to)
    // $95k on a $60k-$150k axis 272 units long, from x = 24.
    expect(view.x.median).toBeCloseTo(24 + (35 / 90) * 272, 1)
  })

  it('never starts the axis below zero, and keeps a box of equal quartiles visible', () => {
    const view = salaryChartView({ ...distribution, q1: 5_000, median: 5_000, q3: 5_000 }, 'October 2, 2026')
    expect(view.axis.fromLabel).toBe('$0')
    expect(view.x.q1).toBe(view.x.q3)
    expect(view.summary).toContain('between $5k and $5k')
  })
})

describe('dollars', () => {
  it('rounds to the thousand', () => {
    expect([dollars(95_250), dollars(56_875), dollars(999), dollars(0)]).toEqual(['$95k', '$57k', '$1k', '$0'])
  })
})
