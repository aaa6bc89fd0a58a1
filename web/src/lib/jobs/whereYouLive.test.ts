import { describe, expect, it } from 'vitest'
import { browserUtcOffset, profileChoice, choiceFromParams, countryOptions, describeChoice, fillStoredChoice, readStoredChoice, storeChoice, TZ_OPTIONS, withChoice } from './whereYouLive'

const memoryStorage = () => {
  const items = new Map<string, string>()
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) }
}

describe('whereYouLive', () => {
  it('offers every ISO country people live in, each by a name of its own, and the real half and quarter hours', () => {
    const options = countryOptions()
    expect(options.length).toBeGreaterThanOrEqual(242)
    expect(options).toContainEqual({ value: 'PT', label: 'Portugal' })
    expect(options.filter((option) => option.label.includes('Congo')).map((option) => option.label)).toEqual([
      'Democratic Republic of the Congo',
      'Republic of the Congo',
    ])
    expect(options.map((option) => option.value)).not.toContain('BV')
    expect(options.map((option) => option.value)).not.toContain('AQ')
    expect(TZ_OPTIONS).toEqual(expect.arrayContaining([-12, 0, 5.5, 5.75, 14]))
  })

  it("reads the browser's own offset to the quarter hour", () => {
    const at = (minutes: number) => ({ getTimezoneOffset: () => minutes }) as Date
    expect(browserUtcOffset(at(-60))).toBe(1)
    expect(browserUtcOffset(at(300))).toBe(-5)
    expect(browserUtcOffset(at(-345))).toBe(5.75)
  })

  it('reads the URL choice, ignoring values the API would refuse', () => {
    expect(choiceFromParams(new URLSearchParams('country=pt&tz=1'))).toEqual({ country: 'PT', tz: 1 })
    expect(choiceFromParams(new URLSearchParams('country=XX&tz=99'))).toEqual({ country: null, tz: null })
  })

  it('writes the choice into the list URL and resets the page', () => {
    expect(withChoice(new URLSearchParams('q=react&page=3&tz=2'), { country: 'PT', tz: null }).toString()).toBe('q=react&country=PT')
  })

  it('fills a list in from the remembered choice only when it is on and the URL says nothing', () => {
    const stored = { country: 'PT', tz: 0, on: true }
    expect(fillStoredChoice(new URLSearchParams('q=react'), stored)?.toString()).toBe('q=react&country=PT&tz=0')
    expect(fillStoredChoice(new URLSearchParams('country=BR'), stored)).toBeNull()
    expect(fillStoredChoice(new URLSearchParams('q=react'), { ...stored, on: false })).toBeNull()
    expect(fillStoredChoice(new URLSearchParams(''), null)).toBeNull()
  })

  it('remembers the choice on the device and ignores what it cannot read', () => {
    const storage = memoryStorage()
    expect(readStoredChoice(storage)).toBeNull()
    storeChoice({ country: 'PT', tz: 5.5, on: true }, storage)
    expect(readStoredChoice(storage)).toEqual({ country: 'PT', tz: 5.5, on: true })
    storage.setItem('nomad.whereYouLive', '{"country":"nope"')
    expect(readStoredChoice(storage)).toBeNull()
    for (const unreadable of [{ country: 'XX', tz: 1, on: true }, { country: 'PT', tz: 99, on: true }, { country: 'PT', tz: null }, [], 'PT']) {
      storage.setItem('nomad.whereYouLive', JSON.stringify(unreadable))
      expect(readStoredChoice(storage)).toBeNull()
    }
  })

  it('describes the choice', () => {
    expect(describeChoice({ country: 'PT', tz: 5.5 })).toBe('Portugal, UTC+5:30')
  })

  it("reads a signed-in user's saved choice", () => {
    expect(profileChoice({ homeCountry: 'PT', homeTz: null })).toEqual({ country: 'PT', tz: null, on: true })
    expect(profileChoice({ homeCountry: null, homeTz: null })).toBeNull()
  })
})
