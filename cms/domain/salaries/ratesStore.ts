import type { Pool, PoolClient } from 'pg'
import { PERIOD_FACTOR, RATES_SNAPSHOT, type ExchangeRates } from '@cms/contract/salary'
import { DATA_CHANGED_CHANNEL } from '@cms/lib/cache/dataChanges'
import { createSharedCache } from '@cms/lib/cache/sharedCache'

type Db = Pool | PoolClient

const LATEST_RATES_SQL = `SELECT to_char(rates_date, 'YYYY-MM-DD') AS rates_date, currency, per_eur FROM exchange_rates
  WHERE rates_date = (SELECT max(rates_date) FROM exchange_rates)`

/** The newest day's stored rates; the committed snapshot when the table is empty (it never is after migrating). */
export async function latestRates(db: Db): Promise<ExchangeRates> {
  const { rows } = await db.query<{ rates_date: string; currency: string; per_eur: string }>({ name: 'latest-rates', text: LATEST_RATES_SQL })
  if (!rows.length) return RATES_SNAPSHOT
  return { date: rows[0]!.rates_date, perEur: Object.fromEntries(rows.map((r) => [r.currency, Number(r.per_eur)])) }
}

/**
 * The rates pages show (job pages, salary charts, company insights): they change once a day, so each server reads
 * them once until any data changes (new rates announce themselves on the change feed). Writers read latestRates.
 */
const shownRates = createSharedCache<ExchangeRates>({ name: 'exchangeRates', ttlMs: 10 * 60 * 1000, max: 1 })
export const ratesToShow = (db: Db): Promise<ExchangeRates> => shownRates.get('latest', () => latestRates(db))

/** Keeps a day's rates (a second fetch of the same day replaces them). */
export async function storeRates(db: Db, rates: ExchangeRates): Promise<void> {
  await db.query(
    `INSERT INTO exchange_rates (rates_date, currency, per_eur)
     SELECT $1::date, key, value::numeric FROM jsonb_each_text($2::jsonb)
     ON CONFLICT (rates_date, currency) DO UPDATE SET per_eur = excluded.per_eur, fetched_at = now()`,
    [rates.date, JSON.stringify(rates.perEur)],
  )
}

/**
 * Reconverts every job's annual USD from its salary as posted at the newest stored rates, so filters and sorts
 * compare like with like; jobs whose figures do not move are not written. Returns how many changed.
 */
export async function reconvertSalaries(db: Db): Promise<number> {
  const { rowCount } = await db.query(
    `WITH r AS (SELECT currency, per_eur FROM exchange_rates WHERE rates_date = (SELECT max(rates_date) FROM exchange_rates)),
          converted AS (
            SELECT j.id,
                   round(j.salary_posted_min * f.factor * usd.per_eur / cur.per_eur) AS lo,
                   round(j.salary_posted_max * f.factor * usd.per_eur / cur.per_eur) AS hi
              FROM jobs j
              JOIN r cur ON cur.currency = coalesce(j.salary_currency, 'USD')
              JOIN r usd ON usd.currency = 'USD'
              JOIN LATERAL (SELECT ($1::jsonb ->> coalesce(j.salary_period::text, 'year'))::numeric AS factor) f ON true
             WHERE j.salary_posted_min IS NOT NULL OR j.salary_posted_max IS NOT NULL)
     UPDATE jobs j SET salary_min = c.lo, salary_max = c.hi FROM converted c
      WHERE j.id = c.id AND (j.salary_min IS DISTINCT FROM c.lo OR j.salary_max IS DISTINCT FROM c.hi)`,
    [JSON.stringify(PERIOD_FACTOR)],
  )
  return rowCount ?? 0
}

/** Tells every server's caches that the rates changed (cached job pages show the rates' date). */
export async function announceNewRates(db: Db): Promise<void> {
  await db.query(`SELECT pg_notify('${DATA_CHANGED_CHANNEL}', 'exchange_rates')`)
}
