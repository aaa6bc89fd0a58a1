import { SALARY_DISTRIBUTION_MIN_JOBS } from '@cms/contract/salary'

/**
 * The value below which a fraction `p` of ascending `sorted` figures lie, interpolated linearly between the two
 * nearest (PostgreSQL's percentile_cont and a spreadsheet's QUARTILE.INC give the same).
 */
export function quantile(sorted: readonly number[], p: number): number {
  const position = (sorted.length - 1) * p
  const below = Math.floor(position)
  const above = Math.min(below + 1, sorted.length - 1)
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below)
}

/** Quartiles and count of annual salary figures (whole dollars), or null for fewer than SALARY_DISTRIBUTION_MIN_JOBS. */
export function summariseSalaries(figures: readonly number[]): { count: number; q1: number; median: number; q3: number } | null {
  if (figures.length < SALARY_DISTRIBUTION_MIN_JOBS) return null
  const sorted = [...figures].sort((a, b) => a - b)
  return { count: sorted.length, q1: Math.round(quantile(sorted, 0.25)), median: Math.round(quantile(sorted, 0.5)), q3: Math.round(quantile(sorted, 0.75)) }
}
