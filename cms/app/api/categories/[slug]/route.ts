import { publicReadRoute } from '../../../../server/publicReads'

/** GET /api/categories/{slug}[?q,type,location,...,page,limit,sort] -> { category, count, jobs, pagination }, or a JSON 404. */
export const GET = publicReadRoute
