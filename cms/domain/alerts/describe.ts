import countries from 'i18n-iso-countries'
import type { Pool } from 'pg'
import { SALARY_LABELS, type TimezoneBucket } from '@cms/contract/jobs'
import { ownValue } from '@cms/contract/ownKeys'
import type { AlertFrequency } from '@cms/contract/alerts'

const EXPERIENCE_WORDS: Record<string, string> = { entry: 'entry-level', mid: 'mid-level', senior: 'senior' }
const TIMEZONE_WORDS: Record<TimezoneBucket, string> = { americas: 'Americas', europe: 'European', asia: 'Asian' }

/** "United States", "United Kingdom", "Portugal": the short name, unless that is an abbreviation ("UK"). */
const countryName = (code: string) => {
  const alias = countries.getName(code, 'en', { select: 'alias' })
  return (alias && !/^[A-Z.]{2,4}$/.test(alias) ? alias : countries.getName(code, 'en')) ?? code
}
const listOf = (params: URLSearchParams, key: string) => (params.get(key) ?? '').split(',').filter(Boolean)
const either = (words: string[]) => words.join(' or ')

/** The names of the slugs of one taxonomy, in the slugs' order (a slug without a row shows as itself). */
async function namesOf(pool: Pool, table: 'categories' | 'locations', slugs: string[]): Promise<string[]> {
  if (!slugs.length) return []
  const { rows } = await pool.query<{ slug: string; name: string }>(`SELECT slug, name FROM ${table} WHERE slug = ANY($1::text[])`, [slugs])
  const names = new Map(rows.map((row) => [row.slug, row.name]))
  return slugs.map((slug) => names.get(slug) ?? slug)
}

/** A followed search (canonical /search parameters) in words: 'Remote React jobs in Europe', 'Remote senior Design jobs, $100k - $150k'. */
export async function describeSearch(pool: Pool, search: string): Promise<string> {
  const params = new URLSearchParams(search)
  const [categories, locations] = await Promise.all([namesOf(pool, 'categories', listOf(params, 'category')), namesOf(pool, 'locations', listOf(params, 'location'))])
  const subject = [
    either(listOf(params, 'experience').map((v) => ownValue(EXPERIENCE_WORDS, v) ?? v)),
    either(listOf(params, 'type')),
    params.get('q') ?? '',
    either(categories),
  ].filter(Boolean)
  let words = `Remote ${[...subject, 'jobs'].join(' ')}`
  if (locations.length) words += ` in ${either(locations)}`
  const salary = listOf(params, 'salary').map((v) => ownValue(SALARY_LABELS, v) ?? v)
  if (salary.length) words += `, ${either(salary)}`
  const zones = listOf(params, 'timezone').map((v) => ownValue(TIMEZONE_WORDS, v) ?? v)
  if (zones.length) words += `, ${either(zones)} time zones`
  const country = params.get('country')
  if (country) words += `, open to ${countryName(country)}`
  const tz = params.get('tz')
  if (tz) words += `, working at UTC${Number(tz) < 0 ? '' : '+'}${tz}`
  return words
}

/** An alert in words: 'Remote React jobs in Europe, daily'. */
export async function describeAlert(pool: Pool, search: string, frequency: AlertFrequency): Promise<string> {
  return `${await describeSearch(pool, search)}, ${frequency}`
}
