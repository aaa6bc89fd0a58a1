import { publicReadRoute } from '../../../../server/publicReads'

/** GET /api/jobs/{slug} -> the job, or a JSON 404. */
export const GET = publicReadRoute
