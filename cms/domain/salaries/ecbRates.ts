import { parse, validate } from 'fast-xml-parser'
import type { ExchangeRates } from '@cms/contract/salary'

export class MalformedRatesError extends Error {}

type Cube = { currency?: string; rate?: string | number; time?: string; Cube?: Cube | Cube[] }
const list = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value])

/**
 * eurofxref-daily.xml to a day's rates (units per euro, EUR itself added as 1). Throws MalformedRatesError for
 * anything that is not that file: not XML, no dated day, no USD, or a rate that is not a positive number, so a
 * broken download never replaces good rates with partial ones.
 */
export function parseEcbDaily(xml: string): ExchangeRates {
  if (validate(xml) !== true) throw new MalformedRatesError('not well-formed XML')
  const document = parse(xml, { ignoreAttributes: false, attributeNamePrefix: '', parseAttributeValue: false, ignoreNameSpace: true })
  const day = list<Cube>(document?.Envelope?.Cube?.Cube)[0]
  if (!day?.time || !/^\d{4}-\d{2}-\d{2}$/.test(day.time)) throw new MalformedRatesError('no dated rates')
  const perEur: Record<string, number> = { EUR: 1 }
  for (const cube of list(day.Cube)) {
    const rate = Number(cube.rate)
    if (!cube.currency || !/^[A-Z]{3}$/.test(cube.currency) || !Number.isFinite(rate) || rate <= 0) {
      throw new MalformedRatesError(`a rate that is not a positive number: ${JSON.stringify(cube)}`)
    }
    perEur[cube.currency] = rate
  }
  if (!perEur.USD) throw new MalformedRatesError('no USD rate')
  return { date: day.time, perEur }
}
