import type { JobProviderId } from '@cms/contract/providers'
import { adzunaClient } from './adzuna'
import { jsearchClient } from './jsearch'
import { remoteOkClient } from './remoteok'
import type { JobProviderClient } from './types'
import { web3CareerClient } from './web3career'

export function clientFor(id: JobProviderId): JobProviderClient<unknown> {
  switch (id) {
    case 'remoteok':
      return remoteOkClient()
    case 'web3career':
      return web3CareerClient()
    case 'jsearch':
      return jsearchClient()
    case 'adzuna':
      return adzunaClient()
  }
}
