import { publicReadRoute } from '../../../../server/publicReads'

/** GET /api/locations/{slug}[?q,type,category,...,page,limit,sort] -> { location, count, jobs, pagination }, or a JSON 404. */
export const GET = publicReadRoute
