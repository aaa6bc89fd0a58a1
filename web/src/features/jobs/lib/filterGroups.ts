import { EXPERIENCE_LABELS, EXPERIENCE_VALUES, JOB_TYPE_LABELS, JOB_TYPE_VALUES, SALARY_LABELS, TIMEZONE_BUCKETS } from '@cms/contract/jobValues'
import type { FilterSet } from './filters'

export { EXPERIENCE_LABELS }

/** The category group shows this many; the rest are behind 'See all'. */
export const CATEGORY_FILTER_VISIBLE = 10

/** The filter the page itself sets (category or location page), which is then not offered. */
export type FixedFilter = { category?: string; location?: string }

/** One tick box of a filter group: the URL value it writes and its label. */
export interface FilterOption {
  value: string
  label: string
}

/** A group of the filter panel, as data: the URL list it writes, its title and its options. */
export interface FilterGroup {
  key: keyof FilterSet
  title: string
  options: FilterOption[]
  /** Only this many show at first; the rest open from 'See all' (a dialog titled `seeAllTitle`). */
  collapse?: { visible: number; seeAllTitle: string }
  /** A long list scrolls inside its box. */
  scroll?: boolean
}

type Term = { slug: string; name: string }
const termOptions = (terms: Term[]): FilterOption[] => terms.map((term) => ({ value: term.slug, label: term.name }))

/** The panel's groups in order; the page's own filter (category or location page) is left out. */
export function filterGroups({ categories, locations, fixed }: { categories: Term[]; locations: Term[]; fixed: FixedFilter }): FilterGroup[] {
  const groups: (FilterGroup | null)[] = [
    { key: 'type', title: 'Job Type', options: JOB_TYPE_VALUES.map((value) => ({ value, label: JOB_TYPE_LABELS[value] })) },
    { key: 'experience', title: 'Experience Level', options: EXPERIENCE_VALUES.map((value) => ({ value, label: EXPERIENCE_LABELS[value] })) },
    fixed.category ? null : { key: 'category', title: 'Category', options: termOptions(categories), collapse: { visible: CATEGORY_FILTER_VISIBLE, seeAllTitle: 'All Categories' } },
    fixed.location ? null : { key: 'location', title: 'Where the job is listed', options: termOptions(locations), scroll: true },
    { key: 'salary', title: 'Salary Range', options: Object.entries(SALARY_LABELS).map(([value, label]) => ({ value, label })) },
    { key: 'timezone', title: 'Time Zone', options: Object.entries(TIMEZONE_BUCKETS).map(([value, { label }]) => ({ value, label })) },
  ]
  return groups.filter((group) => group !== null)
}
