/** 50000 -> '50k', 52500 -> '52.5k', 800 -> '800'. */
export function thousands(value: number): string {
  if (value < 1000) return String(Math.round(value))
  const k = Math.round(value / 100) / 10
  return `${Number.isInteger(k) ? k : k.toFixed(1)}k`
}

/** Salary display: '50k - 100k', 'From 50k', 'Up to 100k' or 'Not specified'. */
export function salaryLabel(min: number | null | undefined, max: number | null | undefined): string {
  const lo = typeof min === 'number' && min > 0 ? min : null
  const hi = typeof max === 'number' && max > 0 ? max : null
  if (lo !== null && hi !== null) return lo === hi ? thousands(lo) : `${thousands(lo)} - ${thousands(hi)}`
  if (lo !== null) return `From ${thousands(lo)}`
  if (hi !== null) return `Up to ${thousands(hi)}`
  return 'Not specified'
}
