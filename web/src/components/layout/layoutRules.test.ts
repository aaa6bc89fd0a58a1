import { describe, expect, it } from 'vitest'
import { showsFloatingMenu, showsFooter, showsMobileBar } from './layoutRules'

describe('layout rules', () => {
  it('hides the footer on home only', () => {
    expect(showsFooter('/')).toBe(false)
    expect(showsFooter('/home')).toBe(false)
    expect(showsFooter('/search')).toBe(true)
  })

  it('renders the mobile bar everywhere but home (CSS shows it on phones only)', () => {
    expect(showsMobileBar('/')).toBe(false)
    expect(showsMobileBar('/home')).toBe(false)
    expect(showsMobileBar('/blog')).toBe(true)
  })

  it('hides the floating menu on admin pages', () => {
    expect(showsFloatingMenu('/admin')).toBe(false)
    expect(showsFloatingMenu('/admin/guide')).toBe(false)
    expect(showsFloatingMenu('/faq')).toBe(true)
  })
})
