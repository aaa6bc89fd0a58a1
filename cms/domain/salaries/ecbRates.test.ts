import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MalformedRatesError, parseEcbDaily } from './ecbRates'

const fixture = fs.readFileSync(new URL('../../../tests/fixtures/eurofxref-daily.xml', import.meta.url), 'utf8')

describe('parseEcbDaily', () => {
  it('reads the date and every rate of the ECB file, with EUR as 1', () => {
    const rates = parseEcbDaily(fixture)
    expect(rates.date).toBe('2026-10-02')
    expect(rates.perEur).toMatchObject({ EUR: 1, USD: 1.1225, GBP: 0.85033, JPY: 176.99, ZAR: 18.7839 })
    expect(Object.keys(rates.perEur)).toHaveLength(30)
  })

  it.each([
    ['an HTML error page', '<html><body>Service unavailable</body></html>'],
    ['a cut-off download', fixture.slice(0, 600)],
    ['no date', fixture.replace("time='2026-10-02'", "time='yesterday'")],
    ['a rate that is not a number', fixture.replace("rate='0.85033'", "rate='n/a'")],
    ['a negative rate', fixture.replace("rate='176.99'", "rate='-1'")],
    ['no USD', fixture.replace("<Cube currency='USD' rate='1.1225'/>", '')],
  ])('refuses %s', (_, xml) => {
    expect(() => parseEcbDaily(xml)).toThrow(MalformedRatesError)
  })
})
