import type { SalaryDistribution } from '@cms/contract/salaryDistribution'
import { thousands } from '@web/lib/jobs/salary'
import { formatCount } from '@web/lib/numbers'

/** The chart's drawing area (SVG user units; the SVG scales to its box's width). */
export const CHART = { width: 320, height: 52, padding: 24, boxTop: 4, boxHeight: 24 } as const

const STEP = 10_000

/** $95,250 -> '$95k': figures rounded to the thousand, as the category texts write them. */
export const dollars = (amount: number) => `$${thousands(Math.round(amount / 1000) * 1000)}`

export interface SalaryChartView {
  /** The text equivalent: what the chart shows, in a sentence a screen reader reads as it is. */
  summary: string
  /** Where the figures come from. */
  source: string
  /** x of each mark in CHART units, and the axis ends it is drawn between. */
  x: { q1: number; median: number; q3: number }
  axis: { from: number; to: number; fromLabel: string; toLabel: string }
}

/**
 * A landing page's salary distribution as a box chart: the box spans the middle half of the salaries (lower to
 * upper quartile) with a line at the median, on an axis that reaches half the box's width beyond each end
 * (whole $10k steps, never below zero) so the box never touches the edges.
 */
export function salaryChartView(distribution: SalaryDistribution, ratesDay: string): SalaryChartView {
  const { q1, median, q3, count } = distribution
  const reach = Math.max((q3 - q1) / 2, median * 0.1, STEP)
  const from = Math.max(0, Math.floor((q1 - reach) / STEP) * STEP)
  const to = Math.ceil((q3 + reach) / STEP) * STEP
  const inner = CHART.width - 2 * CHART.padding
  const at = (amount: number) => Math.round((CHART.padding + ((amount - from) / (to - from)) * inner) * 10) / 10
  return {
    summary: `Median ${dollars(median)} a year. Half of the ${formatCount(count)} jobs that state a salary pay between ${dollars(q1)} and ${dollars(q3)}.`,
    source: `US dollars a year; salaries posted in other currencies or per month, day or hour are converted at the ECB rates of ${ratesDay}.`,
    x: { q1: at(q1), median: at(median), q3: at(q3) },
    axis: { from: at(from), to: at(to), fromLabel: dollars(from), toLabel: dollars(to) },
  }
}
