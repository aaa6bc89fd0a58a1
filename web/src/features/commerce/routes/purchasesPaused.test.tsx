// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { createQueryClient } from '@web/app/queryClient'
import { setSiteFeatures } from '@web/lib/siteFeatures'
import BuyGuideScreen from './BuyGuideScreen'
import CheckoutScreen from './CheckoutScreen'
import DirectCheckoutScreen from './DirectCheckoutScreen'
import GuideSalesScreen from './GuideSalesScreen'
import StaticCheckoutScreen from './StaticCheckoutScreen'

const PAUSED = 'Guide purchases are paused.'

/** The screen as the server renders it: no effects, no script. */
const serverHtml = (Screen: ComponentType, url: string) =>
  renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Screen />
      </MemoryRouter>
    </QueryClientProvider>,
  )

const WAYS_TO_BUY: [string, ComponentType][] = [
  ['/digital-nomad-guide', GuideSalesScreen],
  ['/checkout', CheckoutScreen],
  ['/direct-checkout', DirectCheckoutScreen],
  ['/buy-guide', BuyGuideScreen],
  ['/checkout.html', StaticCheckoutScreen],
]

afterEach(() => setSiteFeatures({ payments: true, brandLogos: false }))

describe('every way to buy the guide, with payments not set up (issue 44)', () => {
  for (const [url, Screen] of WAYS_TO_BUY) {
    it(`${url} says in the server's HTML that purchases are paused, and promises no alternative`, () => {
      setSiteFeatures({ payments: false, brandLogos: false })
      const html = serverHtml(Screen, url)
      expect(html).toContain(PAUSED)
      expect(html).not.toContain('alternative way to purchase')
      expect(html).not.toContain('Redirecting to checkout')
    })
  }

  it('keeps the checkout forms for a visitor who tries anyway', () => {
    setSiteFeatures({ payments: false, brandLogos: false })
    expect(serverHtml(CheckoutScreen, '/checkout')).toContain('Proceed to Payment')
    expect(serverHtml(DirectCheckoutScreen, '/direct-checkout')).toContain('Purchase Now')
    expect(serverHtml(GuideSalesScreen, '/digital-nomad-guide')).toContain('name="email"')
  })

  it('says nothing of a pause when payments are set up', () => {
    setSiteFeatures({ payments: true, brandLogos: false })
    for (const [url, Screen] of WAYS_TO_BUY) expect(serverHtml(Screen, url)).not.toContain(PAUSED)
  })
})
