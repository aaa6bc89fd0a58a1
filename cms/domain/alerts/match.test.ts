import { describe, expect, it } from 'vitest'
import { groupBySearch, lowestMark, shareMatches, type DueAlert } from './match'

const alert = (id: number, search: string, lastJobId: number): DueAlert => ({ id, email: `a${id}@example.com`, search, last_job_id: lastJobId })

describe('groupBySearch', () => {
  it('puts alerts on the same search together, searches in first-seen order', () => {
    const a = alert(1, 'q=rust', 10)
    const b = alert(2, 'category=design', 5)
    const c = alert(3, 'q=rust', 20)
    expect(groupBySearch([a, b, c])).toEqual([
      ['q=rust', [a, c]],
      ['category=design', [b]],
    ])
  })

  it('is empty for no alerts', () => {
    expect(groupBySearch([])).toEqual([])
  })
})

describe('lowestMark', () => {
  it('is the lowest last job id among the alerts', () => {
    expect(lowestMark([alert(1, 's', 30), alert(2, 's', 7), alert(3, 's', 12)])).toBe(7)
  })
})

describe('shareMatches', () => {
  it("gives each alert only the jobs above its own mark, newest first as found", () => {
    const members = [alert(1, 's', 10), alert(2, 's', 25)]
    expect(shareMatches(members, [30, 26, 20, 11])).toEqual([
      [1, [30, 26, 20, 11]],
      [2, [30, 26]],
    ])
  })

  it('leaves out alerts with nothing new, including a job exactly at the mark', () => {
    expect(shareMatches([alert(1, 's', 30), alert(2, 's', 5)], [30, 6])).toEqual([[2, [30, 6]]])
    expect(shareMatches([alert(1, 's', 5)], [])).toEqual([])
  })
})
