import type { CollectionBeforeChangeHook } from 'payload'
import { latestRates } from '@cms/domain/salaries/ratesStore'
import { salaryOnSave } from '@cms/domain/salaries/salaryOnSave'
import { poolOf } from '@cms/lib/sql'

/**
 * Every write through the Jobs collection (the /cms form, /cms/api, a job post's approval) stores the annual USD
 * figures converted from the salary as posted at the newest stored rates: an editor enters "EUR 95,000 a year" and
 * the job has its salary at once, never "95k" read as dollars.
 */
export const convertSalary: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  if (!data) return data
  const salary = await salaryOnSave(data, originalDoc, () => latestRates(poolOf(req.payload)))
  if (salary) Object.assign(data, salary)
  return data
}
