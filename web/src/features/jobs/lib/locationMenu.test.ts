import { describe, expect, it } from 'vitest'
import { locationMenu } from './locationMenu'

const term = (name: string, region: string | null) => ({ name, region, slug: name.toLowerCase().replace(/\W+/g, '-') })

describe('locationMenu', () => {
  it('offers worldwide once, then each region first and its countries', () => {
    const menu = locationMenu([term('Anywhere (Flexible)', null), term('Germany', 'Europe'), term('Europe', 'Europe'), term('Worldwide', 'Worldwide'), term('Japan', 'Asia'), term('Asia', 'Asia')])
    expect(menu).toEqual([
      { label: 'Worldwide', options: [{ value: 'worldwide', label: 'Worldwide (open to anyone)' }] },
      { label: 'Europe', options: [{ value: 'europe', label: 'All of Europe' }, { value: 'germany', label: 'Germany' }] },
      { label: 'Asia', options: [{ value: 'asia', label: 'All of Asia' }, { value: 'japan', label: 'Japan' }] },
    ])
  })
})
