import { apiQueryKey } from '@web/lib/api/client'
export const alertKeys = {
  mine: () => apiQueryKey('getAlerts'),
  managed: (token: string) => [...apiQueryKey('getAlertsManage'), token] as const,
}
