import { publicReadRoute } from '../../../server/publicReads'

/** GET /api/search?q,location,category,(other filters),page,limit,sort -> { jobs, pagination }; with count=true -> { count }. */
export const GET = publicReadRoute
