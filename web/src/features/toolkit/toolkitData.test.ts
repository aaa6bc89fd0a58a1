import { describe, expect, it } from 'vitest'
import { initialTab, TOOLKIT_FAQ, TOOLKIT_TABS } from './toolkitData'

describe('toolkit data', () => {
  it('has the eight tabs in order, productivity first, and five FAQ items', () => {
    expect(TOOLKIT_TABS.map((t) => t.id)).toEqual(['productivity', 'vpn', 'esim', 'insurance', 'resume', 'security', 'learning', 'finance'])
    expect(TOOLKIT_FAQ).toHaveLength(5)
  })

  it('lists the VPN example prices of spec 2 §9', () => {
    const vpn = TOOLKIT_TABS.find((t) => t.id === 'vpn')!
    expect(vpn.tools.map((t) => t.price)).toEqual(['$11.99/month', '$12.95/month', '$4.99/month', '$8.32/month', '$2.49/month'])
  })

  it('selects the tab from ?tab=, then the anchor, else productivity', () => {
    expect(initialTab('?tab=vpn', '')).toBe('vpn')
    expect(initialTab('', '#finance')).toBe('finance')
    expect(initialTab('?tab=esim', '#finance')).toBe('esim')
    expect(initialTab('?tab=nope', '#also-nope')).toBe('productivity')
    expect(initialTab('', '')).toBe('productivity')
  })
})
