import { describe, expect, it } from 'vitest'
import { aboutText, aboutVariant, keywordCountText, keywordFaqs, keywordHeading, relatedKeywords } from './keywordPage'

describe('keyword page helpers', () => {
  it('title-cases the keyword for the heading', () => {
    expect(keywordHeading('remote-react-developer-jobs')).toBe('Remote React Developer Jobs for Digital Nomads')
    expect(keywordHeading('remote-jobs-for-beginners')).toBe('Remote Jobs for Beginners: Digital Nomad Edition')
  })
  it('says what its count means: live jobs mentioning the searched words, entry-level ones for beginner phrases', () => {
    expect(keywordCountText('remote-seo-jobs', 22)).toBe('22 live jobs mention SEO')
    expect(keywordCountText('remote-react-developer-jobs', 1)).toBe('1 live job mentions React Developer')
    expect(keywordCountText('entry-level-remote-jobs', 1200)).toBe('1,200 live entry-level jobs')
    expect(keywordCountText('remote-junior-developer-jobs', 3)).toBe('3 live entry-level jobs mention Developer')
  })
  it('chooses one of four about variants', () => {
    expect(aboutVariant('remote react developer jobs')).toBe('role')
    expect(aboutVariant('beginner remote jobs')).toBe('beginner')
    expect(aboutVariant('best remote jobs')).toBe('best')
    expect(aboutVariant('remote jobs in bali')).toBe('generic')
  })
  it('has three FAQs', () => {
    expect(keywordFaqs('Remote React Jobs')).toHaveLength(3)
  })
  it("names the role without its 'Jobs' in the role variant", () => {
    expect(aboutText('role', 'Remote Software Engineer Jobs')).toMatch(/^Remote Software Engineer roles are /)
  })
  it('keeps acronyms upper-case in running text', () => {
    expect(aboutText('generic', 'Remote SEO Jobs')).toMatch(/^Looking for remote SEO jobs\?/)
    expect(keywordFaqs('Remote AWS Jobs')[0]!.question).toBe('Can I do remote AWS jobs while traveling?')
  })
  it('ranks related searches by word overlap, top 5, without itself', () => {
    const all = ['remote react developer jobs', 'remote python developer jobs', 'remote react native jobs', 'remote seo jobs', 'remote writer jobs', 'remote go developer jobs', 'remote ux jobs'].map((keyword) => ({ keyword, slug: keyword.replace(/ /g, '-') }))
    const related = relatedKeywords('remote react developer jobs', all)
    expect(related).toHaveLength(5)
    expect(related.map((r) => r.keyword).slice(0, 3)).toEqual(['remote python developer jobs', 'remote react native jobs', 'remote go developer jobs'])
    expect(related.map((r) => r.keyword)).not.toContain('remote react developer jobs')
  })
})
