import { describe, expect, it } from 'vitest'
import { env } from '@cms/lib/env'
import { alternateKeywords } from './keywords'

describe('alternateKeywords', () => {
  const roles = ['Product Designer', 'Data Engineer']
  const skills = ['React', 'Python', 'Go']

  it('alternates roles and skills as "remote ... jobs" pages', () => {
    const entries = alternateKeywords(roles, skills, 10)
    expect(entries.map((e) => e.topic)).toEqual(['Product Designer', 'React', 'Data Engineer', 'Python', 'Go'])
    expect(entries[0]).toEqual({
      keyword: 'remote product designer jobs',
      topic: 'Product Designer',
      slug: 'remote-product-designer-jobs',
      canonicalUrl: `${env.siteUrl}/keywords/remote-product-designer-jobs`,
    })
  })

  it('stops at the limit, even between a role and its skill', () => {
    expect(alternateKeywords(roles, skills, 3).map((e) => e.topic)).toEqual(['Product Designer', 'React', 'Data Engineer'])
  })

  it('keeps the first of two topics with the same page, and fills the limit from the rest', () => {
    const entries = alternateKeywords(['React', 'Vue'], ['react', 'Go'], 3)
    expect(entries.map((e) => e.topic)).toEqual(['React', 'Vue', 'Go'])
  })

  it('is empty without topics', () => {
    expect(alternateKeywords([], [], 5)).toEqual([])
  })
})
