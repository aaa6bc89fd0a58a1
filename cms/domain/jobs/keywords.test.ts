import { describe, expect, it } from 'vitest'
import { env } from '@cms/lib/env'
import { alternateKeywords, KEYWORD_DEFAULT_LIMIT, KEYWORD_MAX_LIMIT, parseKeywordLimit } from './keywords'

describe('parseKeywordLimit', () => {
  it('takes a whole number from 1 to 50, spaces allowed', () => {
    expect(parseKeywordLimit('1')).toBe(1)
    expect(parseKeywordLimit(' 12 ')).toBe(12)
    expect(parseKeywordLimit('50')).toBe(50)
  })

  it('caps a larger number at 50', () => {
    expect(parseKeywordLimit('51')).toBe(KEYWORD_MAX_LIMIT)
    expect(parseKeywordLimit('100000')).toBe(KEYWORD_MAX_LIMIT)
  })

  it('gives the default 5 for a missing, zero, negative, fractional or non-numeric limit', () => {
    for (const raw of [null, '', '0', '-3', '2.5', 'ten', '1e3', '0x10']) expect(parseKeywordLimit(raw)).toBe(KEYWORD_DEFAULT_LIMIT)
  })
})

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
