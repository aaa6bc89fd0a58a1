import { describe, expect, it } from 'vitest'
import type { Eligibility } from '@cms/contract/eligibilityValues'
import { eligibleCountries, parseEligibility } from './parseEligibility'
import { LABELLED_LOCATIONS } from './labelledLocations'

/** What a `country=` list does with a job: worldwide jobs (minus exclusions) and jobs whose reach has it. */
const shownTo = (e: Eligibility, country: string) =>
  e.scope === 'worldwide' ? !e.excludedCountries.includes(country) : e.scope !== 'unknown' && eligibleCountries(e).includes(country)
/** What a `tz=` list does: jobs with no window, and jobs whose window holds the offset. */
const shownAt = (e: Eligibility, offset: number) => !e.timezones || (e.timezones.min <= offset && offset <= e.timezones.max)

describe('the labelled location lines', () => {
  const results = LABELLED_LOCATIONS.map((line) => ({ line, eligibility: parseEligibility(line.text) }))
  const countryPairs = results.flatMap(({ line, eligibility }) => [
    ...line.find.map((c) => ({ text: line.text, country: c, expected: true, got: shownTo(eligibility, c) })),
    ...line.notFind.map((c) => ({ text: line.text, country: c, expected: false, got: shownTo(eligibility, c) })),
  ])
  const tzPairs = results.flatMap(({ line, eligibility }) => [
    ...(line.tzIn ?? []).map((o) => ({ text: line.text, offset: o, expected: true, got: shownAt(eligibility, o) })),
    ...(line.tzOut ?? []).map((o) => ({ text: line.text, offset: o, expected: false, got: shownAt(eligibility, o) })),
  ])
  const share = (pairs: { expected: boolean; got: boolean }[]) => pairs.filter((p) => p.expected === p.got).length / pairs.length

  it('has at least 150 lines', () => {
    expect(LABELLED_LOCATIONS.length).toBeGreaterThanOrEqual(150)
  })

  it('gets at least 97% of the country pairs right', () => {
    const wrong = countryPairs.filter((p) => p.expected !== p.got)
    console.info(`[eligibility] ${LABELLED_LOCATIONS.length} lines, country pairs right: ${countryPairs.length - wrong.length}/${countryPairs.length} (${(share(countryPairs) * 100).toFixed(1)}%)`)
    if (wrong.length) console.info(`[eligibility] wrong: ${wrong.map((p) => `${p.text} -> ${p.country} ${p.expected ? 'missed' : 'shown'}`).join('; ')}`)
    expect(share(countryPairs)).toBeGreaterThanOrEqual(0.97)
  })

  it('never shows a job to a country its text rules out', () => {
    expect(countryPairs.filter((p) => !p.expected && p.got).map((p) => `${p.text} -> ${p.country}`)).toEqual([])
  })

  it('gets at least 95% of the time-zone pairs right', () => {
    const wrong = tzPairs.filter((p) => p.expected !== p.got)
    console.info(`[eligibility] time-zone pairs right: ${tzPairs.length - wrong.length}/${tzPairs.length} (${(share(tzPairs) * 100).toFixed(1)}%)`)
    if (wrong.length) console.info(`[eligibility] wrong: ${wrong.map((p) => `${p.text} @ ${p.offset} ${p.expected ? 'missed' : 'shown'}`).join('; ')}`)
    expect(share(tzPairs)).toBeGreaterThanOrEqual(0.95)
  })
})
