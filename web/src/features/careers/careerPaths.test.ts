import { describe, expect, it } from 'vitest'
import { CAREER_CATEGORIES, findRole, roleSearchPath } from './careerPaths'

describe('career paths', () => {
  it('has tech, design and marketing with four roles each, remote scores 1-5 and leveled skills', () => {
    expect(CAREER_CATEGORIES.map((c) => c.id)).toEqual(['tech', 'design', 'marketing'])
    for (const category of CAREER_CATEGORIES) {
      expect(category.roles).toHaveLength(4)
      for (const role of category.roles) {
        expect(role.remoteScore).toBeGreaterThanOrEqual(1)
        expect(role.remoteScore).toBeLessThanOrEqual(5)
        expect(role.skills.every((s) => ['beginner', 'intermediate', 'advanced'].includes(s.level))).toBe(true)
      }
    }
    const ids = CAREER_CATEGORIES.flatMap((c) => c.roles.map((r) => r.id))
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('quotes the salary ranges and links roles to search', () => {
    expect(findRole('junior-developer')?.salaryRange).toBe('$60,000-85,000')
    expect(findRole('design-director')?.salaryRange).toBe('$130,000-180,000')
    expect(roleSearchPath({ title: 'UI/UX & Product Designer' })).toBe('/search?q=UI%2FUX%20%26%20Product%20Designer')
    expect(findRole(null)).toBeNull()
  })
})
