import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminKeys } from './queryKeys'
import { apiCall } from '@web/lib/api/client'

export const ingestionRunsQueryOptions = () => queryOptions({ queryKey: adminKeys.ingestionRuns(), queryFn: () => apiCall('getAdminIngest') })

/** GET /api/admin/ingest: the latest ingestion runs (the import button refreshes them). */
export const useIngestionRuns = () => useQuery(ingestionRunsQueryOptions())
