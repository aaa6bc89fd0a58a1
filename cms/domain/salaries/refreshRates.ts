import type { Payload } from 'payload'
import { settings } from '@cms/lib/settings'
import { poolOf, withTransaction } from '@cms/lib/sql'
import { fetchWithRetry } from '@cms/lib/providerFetch'
import { MalformedRatesError, parseEcbDaily } from './ecbRates'
import { announceNewRates, latestRates, reconvertSalaries, storeRates } from './ratesStore'

export type RatesRefresh =
  | { outcome: 'stored'; date: string; jobsReconverted: number }
  | { outcome: 'kept'; date: string; reason: string }

/**
 * Fetches the ECB's daily file, stores its rates and reconverts every job's annual USD, in one transaction. A
 * download that fails or does not parse keeps the stored rates (logged as an error); it never throws, so a bad
 * day at the ECB cannot stop the worker.
 */
export async function refreshRates(payload: Payload, url = settings().EXCHANGE_RATES_URL): Promise<RatesRefresh> {
  let xml: string
  try {
    xml = await (await fetchWithRetry(url, { headers: { Accept: 'application/xml' } })).text()
  } catch (error) {
    return keep(payload, `the download failed: ${(error as Error).message}`)
  }
  let rates
  try {
    rates = parseEcbDaily(xml)
  } catch (error) {
    if (!(error instanceof MalformedRatesError)) throw error
    return keep(payload, `the file is malformed: ${error.message}`)
  }
  const jobsReconverted = await withTransaction(payload, async (db) => {
    await storeRates(db, rates)
    const changed = await reconvertSalaries(db)
    await announceNewRates(db)
    return changed
  })
  payload.logger.info(`[exchange-rates] stored the ECB's rates of ${rates.date}; ${jobsReconverted} jobs' annual USD changed`)
  return { outcome: 'stored', date: rates.date, jobsReconverted }
}

async function keep(payload: Payload, reason: string): Promise<RatesRefresh> {
  const { date } = await latestRates(poolOf(payload))
  payload.logger.error(`[exchange-rates] kept the rates of ${date}: ${reason}`)
  return { outcome: 'kept', date, reason }
}
