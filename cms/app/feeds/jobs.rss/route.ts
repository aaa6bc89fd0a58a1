import { feedRoute } from '../feedRoute'

export const GET = feedRoute('rss')
