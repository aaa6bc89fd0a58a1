import type { Pagination } from '@cms/contract/jobs'
import { SEARCH_COUNT_LIMIT } from '@cms/contract/jobValues'
import { formatCount } from '@web/lib/numbers'

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end'

/** Total pages: pagination.totalPages, else the ceiling of total / page size. */
export function totalPagesOf(pagination: { total?: number; totalPages?: number } | undefined, pageSize = 10): number {
  if (!pagination) return 0
  if (typeof pagination.totalPages === 'number') return pagination.totalPages
  return Math.ceil((pagination.total ?? 0) / pageSize)
}

/**
 * Page buttons: 5 or fewer pages show all; otherwise the first and last pages always,
 * a window of 3 around the current page (5 numbers in all) and ellipses for the gaps.
 */
export function pageWindow(current: number, total: number): PageItem[] {
  if (total <= 5) return Array.from({ length: total }, (_, i) => i + 1)
  const page = Math.min(Math.max(current, 1), total)
  let start = Math.max(2, page - 1)
  let end = Math.min(total - 1, page + 1)
  if (page <= 3) {
    start = 2
    end = 4
  } else if (page >= total - 2) {
    start = total - 3
    end = total - 1
  }
  const items: PageItem[] = [1]
  if (start > 2) items.push('ellipsis-start')
  for (let p = start; p <= end; p++) items.push(p)
  if (end < total - 1) items.push('ellipsis-end')
  items.push(total)
  return items
}

/** A list's number of jobs as its count line says it: "1,234", or "1,000+" once the search box stopped counting. */
export function jobTotalText({ total, totalAtLeast }: Pick<Pagination, 'total' | 'totalAtLeast'>): string {
  return totalAtLeast ? `${formatCount(SEARCH_COUNT_LIMIT)}+` : formatCount(total)
}
