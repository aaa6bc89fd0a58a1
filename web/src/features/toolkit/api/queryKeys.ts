import { apiQueryKey } from '@web/lib/api/client'
/** Query keys of the toolkit feature; the first element is the URL (the default fetcher's rule). */
export const toolkitKeys = {
  tools: () => apiQueryKey('getToolkitTools'),
}
