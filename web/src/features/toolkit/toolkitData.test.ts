import { describe, expect, it } from 'vitest'
import { initialTab, TOOLKIT_FAQ, TOOLKIT_TABS, VPN_COMPARISON } from './toolkitData'

describe('toolkit data', () => {
  it('has the eight tabs in order, productivity first, and five FAQ items', () => {
    expect(TOOLKIT_TABS.map((t) => t.id)).toEqual(['productivity', 'vpn', 'esim', 'insurance', 'resume', 'security', 'learning', 'finance'])
    expect(TOOLKIT_FAQ).toHaveLength(5)
  })

  it('compares the VPN example prices', () => {
    expect(VPN_COMPARISON.map((row) => row.price)).toEqual(['$11.99', '$12.95', '$4.99', '$8.32', '$2.49'])
  })

  it('selects the tab from ?tab=, then the anchor, else productivity', () => {
    expect(initialTab('?tab=vpn', '')).toBe('vpn')
    expect(initialTab('', '#finance')).toBe('finance')
    expect(initialTab('?tab=esim', '#finance')).toBe('esim')
    expect(initialTab('?tab=nope', '#also-nope')).toBe('productivity')
    expect(initialTab('', '')).toBe('productivity')
  })
})
