import { useCallback, useEffect, useState } from 'react'
import { SALARY_CURRENCIES, type SalaryCurrency } from '@cms/contract/salary'

const STORAGE_KEY = 'nomad.displayCurrency'

const isCurrency = (value: unknown): value is SalaryCurrency => SALARY_CURRENCIES.includes(value as SalaryCurrency)

/**
 * The currency this visitor compares salaries in, remembered on this device like where they live. The server
 * renders USD; the stored choice applies once the page runs (storage is browser-only).
 */
export function useDisplayCurrency(): [SalaryCurrency, (currency: SalaryCurrency) => void] {
  const [currency, setCurrency] = useState<SalaryCurrency>('USD')
  useEffect(() => {
    try {
      const stored = window.localStorage.getItem(STORAGE_KEY)
      if (isCurrency(stored)) setCurrency(stored)
    } catch {
      // Storage blocked: the choice lasts for this page only.
    }
  }, [])
  const choose = useCallback((next: SalaryCurrency) => {
    setCurrency(next)
    try {
      window.localStorage.setItem(STORAGE_KEY, next)
    } catch {
      // As above.
    }
  }, [])
  return [currency, choose]
}
