import { publicReadRoute } from '../../../server/publicReads'

export const GET = publicReadRoute
