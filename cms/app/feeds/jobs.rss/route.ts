import { feedRoute } from '../../../domain/feeds/feedRoute'

export const GET = feedRoute('rss')
