import type { Pool } from 'pg'
import { describe, expect, it } from 'vitest'
import { describeAlert, describeSearch } from './describe'

/** A pool that knows a few taxonomy names and answers them in the database's own order. */
const NAMES: Record<string, Record<string, string>> = {
  categories: { design: 'Design', development: 'Development' },
  locations: { europe: 'Europe', germany: 'Germany' },
}
const pool = {
  query: async (text: string, [slugs]: [string[]]) => {
    const table = /FROM (\w+)/.exec(text)![1]!
    return { rows: Object.entries(NAMES[table] ?? {}).filter(([slug]) => slugs.includes(slug)).map(([slug, name]) => ({ slug, name })) }
  },
} as unknown as Pool

describe('describeSearch', () => {
  it('names only the jobs when nothing is filtered', async () => {
    expect(await describeSearch(pool, '')).toBe('Remote jobs')
  })

  it('puts experience, type, words and categories before "jobs", then places, salary and time zones', async () => {
    const search = 'q=react&category=design&location=europe&type=contract&experience=senior&salary=100000-150000&timezone=europe'
    expect(await describeSearch(pool, search)).toBe('Remote senior contract react Design jobs in Europe, $100k - $150k, European time zones')
  })

  it('joins several values with "or", in the order given, and shows an unknown slug as itself', async () => {
    expect(await describeSearch(pool, 'experience=entry,mid&location=germany,atlantis')).toBe('Remote entry-level or mid-level jobs in Germany or atlantis')
  })

  it('adds the frequency for an alert', async () => {
    expect(await describeAlert(pool, 'category=development', 'weekly')).toBe('Remote Development jobs, weekly')
  })
})
