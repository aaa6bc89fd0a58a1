import { describe, expect, it } from 'vitest'
import { showsFloatingMenu, showsFooter, showsMobileBar } from './layoutRules'

describe('layout rules', () => {
  it('hides the footer on home only', () => {
    expect(showsFooter('/')).toBe(false)
    expect(showsFooter('/home')).toBe(false)
    expect(showsFooter('/search')).toBe(true)
  })

  it('shows the mobile bar on phones except on home', () => {
    expect(showsMobileBar('/', true)).toBe(false)
    expect(showsMobileBar('/blog', true)).toBe(true)
    expect(showsMobileBar('/blog', false)).toBe(false)
  })

  it('hides the floating menu on admin pages', () => {
    expect(showsFloatingMenu('/admin')).toBe(false)
    expect(showsFloatingMenu('/admin/guide')).toBe(false)
    expect(showsFloatingMenu('/faq')).toBe(true)
  })
})
