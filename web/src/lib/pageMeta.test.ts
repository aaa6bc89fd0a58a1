import { describe, expect, it } from 'vitest'
import { descriptionForPath, HOME_TITLE, titleForPath, truncateDescription } from './pageMeta'

describe('titleForPath', () => {
  it('uses the fixed home title for / and /home', () => {
    expect(titleForPath('/')).toBe(HOME_TITLE)
    expect(titleForPath('/home')).toBe(HOME_TITLE)
  })

  it('capitalises the words of each segment and joins segments with " - "', () => {
    expect(titleForPath('/blog/post/my-first-trip')).toBe('Blog - Post - My First Trip | Nomad Jobs')
    expect(titleForPath('/digital-nomad-toolkit')).toBe('Digital Nomad Toolkit | Nomad Jobs')
    expect(titleForPath('/saved-jobs/')).toBe('Saved Jobs | Nomad Jobs')
  })
})

describe('descriptions', () => {
  it('differ for jobs, blog, categories and locations', () => {
    const texts = ['/jobs/x', '/blog', '/categories', '/locations/europe', '/faq'].map(descriptionForPath)
    expect(new Set(texts).size).toBe(5)
  })

  it('are cut at 160 characters', () => {
    expect(truncateDescription('a'.repeat(200))).toHaveLength(160)
    expect(truncateDescription('short')).toBe('short')
  })
})
