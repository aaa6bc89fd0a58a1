import { describe, expect, it } from 'vitest'
import { CATEGORY_FILTER_VISIBLE, filterGroups } from './filterGroups'

const terms = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => ({ slug: `${prefix}-${i}`, name: `${prefix} ${i}` }))

describe('the filter panel as data', () => {
  it('offers every filter in the spec order, the category list collapsed after ten', () => {
    const groups = filterGroups({ categories: terms(14, 'c'), locations: terms(3, 'l'), fixed: {} })
    expect(groups.map((g) => g.title)).toEqual(['Job Type', 'Experience Level', 'Category', 'Where the job is listed', 'Salary Range', 'Time Zone'])
    const category = groups.find((g) => g.key === 'category')!
    expect(category.options).toHaveLength(14)
    expect(category.collapse).toEqual({ visible: CATEGORY_FILTER_VISIBLE, seeAllTitle: 'All Categories' })
    expect(groups.find((g) => g.key === 'type')!.options[0]).toEqual({ value: 'full-time', label: 'Full-Time' })
  })

  it("leaves out the page's own filter on a category or location page", () => {
    expect(filterGroups({ categories: terms(2, 'c'), locations: terms(2, 'l'), fixed: { category: 'c-1' } }).map((g) => g.key)).not.toContain('category')
    expect(filterGroups({ categories: terms(2, 'c'), locations: terms(2, 'l'), fixed: { location: 'l-1' } }).map((g) => g.key)).not.toContain('location')
  })
})
