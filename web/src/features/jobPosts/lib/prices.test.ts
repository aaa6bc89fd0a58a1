import { describe, expect, it } from 'vitest'
import { priceLabel, tierPriceLabel } from './prices'

describe('prices', () => {
  it('writes US cents as dollars, with cents only when there are some', () => {
    expect(priceLabel(4900)).toBe('$49')
    expect(priceLabel(4950)).toBe('$49.50')
    expect(priceLabel(5)).toBe('$0.05')
    expect(priceLabel(129900)).toBe('$1,299')
  })

  it('says what a tier buys', () => {
    expect(tierPriceLabel({ priceCents: 14900, days: 7 })).toBe('$149 for 7 days')
    expect(tierPriceLabel({ priceCents: 900, days: 1 })).toBe('$9 for 1 day')
  })
})
