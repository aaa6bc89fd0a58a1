import { feedRoute } from '@cms/domain/feeds/feedRoute'

export const GET = feedRoute('atom')
