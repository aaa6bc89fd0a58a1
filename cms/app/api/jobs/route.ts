import { publicReadRoute } from '../../../server/publicReads'

/** GET /api/jobs?category,type,location,experience,salary,timezone,page,limit,sort -> { jobs, pagination } */
export const GET = publicReadRoute
