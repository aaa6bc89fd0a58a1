import { describe, expect, it } from 'vitest'
import { keptListing, nearDuplicateGroups, titlesCompatible } from '@cms/domain/trust/nearDuplicates'
import { dedupeKey } from '@cms/domain/integrations/normalise'
import { duplicateFixtures } from '../support/duplicateFixtures'

const companyKey = (company: string) => dedupeKey(company, '').split('|')[0]!

/** Every pair of fixtures, and whether they are one job. */
function pairs(groups: string[][]) {
  const groupOf = new Map(groups.flatMap((group, index) => group.map((id) => [id, index] as const)))
  const result: Array<{ a: string; b: string; expected: boolean; found: boolean }> = []
  for (let i = 0; i < duplicateFixtures.length; i++) {
    for (let j = i + 1; j < duplicateFixtures.length; j++) {
      const [a, b] = [duplicateFixtures[i]!, duplicateFixtures[j]!]
      const found = groupOf.has(a.id) && groupOf.get(a.id) === groupOf.get(b.id)
      result.push({ a: a.id, b: b.id, expected: a.group === b.group, found })
    }
  }
  return result
}

describe('near-duplicate merging on the fixtures', () => {
  const groups = nearDuplicateGroups(duplicateFixtures.map((f) => ({ id: f.id, companyKey: companyKey(f.company), title: f.title, description: f.description })))

  it('finds every copy of a job and merges no two jobs', () => {
    const wrong = pairs(groups).filter((pair) => pair.expected !== pair.found)
    expect(wrong).toEqual([])
  })

  it("keeps the employer's own post, else the most complete listing", () => {
    const byId = new Map(duplicateFixtures.map((f) => [f.id, f]))
    const kept = groups.map((group) => keptListing(group.map((id) => byId.get(id)!)).id).sort()
    expect(kept).toEqual(['be-remoteok', 'fe-internal', 'sup-1'])
  })
})

describe('titlesCompatible', () => {
  it('reads spellings of one title as one', () => {
    expect(titlesCompatible('Sr. Front-End Engineer', 'Senior Frontend Developer')).toBe(true)
    expect(titlesCompatible('Customer Support Specialist', 'Remote Customer Support Specialist (US)')).toBe(true)
  })
  it('keeps two roles apart', () => {
    expect(titlesCompatible('Backend Engineer', 'Senior Frontend Engineer')).toBe(false)
    expect(titlesCompatible('Product Designer', 'Product Manager')).toBe(false)
  })
})
