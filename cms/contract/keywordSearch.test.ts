import { describe, expect, it } from 'vitest'
import { keywordSearch, keywordSearchParams } from './keywordSearch'

describe('keywordSearch', () => {
  it('searches the role words only, with an entry filter for beginner phrases', () => {
    expect(keywordSearch('remote-react-developer-jobs')).toEqual({ q: 'react developer', experience: null })
    expect(keywordSearch('entry-level-remote-jobs')).toEqual({ q: '', experience: 'entry' })
    expect(keywordSearchParams('remote-seo-jobs')).toEqual({ q: 'seo', match: 'strict' })
    expect(keywordSearchParams('remote-jobs-for-beginners')).toEqual({ experience: 'entry' })
  })
})
