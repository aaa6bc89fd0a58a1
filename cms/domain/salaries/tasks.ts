import type { TaskConfig } from 'payload'
import { settings } from '@cms/lib/settings'
import { oncePerDueTime } from '@cms/domain/integrations/scheduledOnce'

export const EXCHANGE_RATES_QUEUE = 'exchange-rates'

/** Once a day (EXCHANGE_RATES_CRON): the ECB's reference rates, and every job's annual USD reconverted with them. */
export const refreshExchangeRatesTask: TaskConfig<'refreshExchangeRates'> = {
  slug: 'refreshExchangeRates',
  label: 'Fetch the ECB exchange rates',
  retries: 0,
  schedule: [{ cron: settings().EXCHANGE_RATES_CRON, queue: EXCHANGE_RATES_QUEUE }],
  handler: oncePerDueTime('refreshExchangeRates', async ({ req }) => {
    const { refreshRates } = await import('./refreshRates')
    const refresh = await refreshRates(req.payload)
    return { output: { outcome: refresh.outcome, date: refresh.date } }
  }),
}
