import { apiQueryKey } from '@web/lib/api/client'

export const accountKeys = {
  session: () => apiQueryKey('getAuthSession'),
  savedJobs: () => apiQueryKey('getSavedJobs'),
}
