import { describe, expect, it } from 'vitest'
import { splitEmptyMessage } from './emptyMessage'

describe('splitEmptyMessage', () => {
  it('splits at the first period, with the default hint when nothing follows', () => {
    expect(splitEmptyMessage()).toEqual({ heading: 'No jobs found', hint: 'Please try a different search.' })
    expect(splitEmptyMessage("No jobs found. We currently don't have any jobs in this category")).toEqual({ heading: 'No jobs found', hint: "We currently don't have any jobs in this category" })
    expect(splitEmptyMessage('No jobs found.')).toEqual({ heading: 'No jobs found', hint: 'Try adjusting your search or filter criteria' })
  })
})
