import type { FeedId } from '@cms/contract/providers'
import { adzunaClient } from './adzuna'
import { himalayasClient } from './himalayas'
import { jobicyClient } from './jobicy'
import { jsearchClient } from './jsearch'
import { remoteOkClient } from './remoteok'
import { remotiveClient } from './remotive'
import type { JobProviderClient } from './types'
import { web3CareerClient } from './web3career'

/** The client of a source with one feed (ATS boards have one client per board: ./ats). */
export const FEED_CLIENTS: Record<FeedId, () => JobProviderClient<unknown>> = {
  remoteok: remoteOkClient,
  web3career: web3CareerClient,
  jsearch: jsearchClient,
  adzuna: adzunaClient,
  remotive: remotiveClient,
  himalayas: himalayasClient,
  jobicy: jobicyClient,
}

export const clientFor = (id: FeedId): JobProviderClient<unknown> => FEED_CLIENTS[id]()
