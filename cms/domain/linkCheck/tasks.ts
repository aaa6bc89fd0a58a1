import type { TaskConfig } from 'payload'
import { settings } from '@cms/lib/settings'
import { poolOf } from '@cms/lib/sql'
import { oncePerDueTime } from '@cms/domain/integrations/scheduledOnce'

export const LINK_CHECK_QUEUE = 'link-check'

/** A pass of the apply-link checker on LINK_CHECK_CRON; an admin's "run a pass now" queues it by hand. */
export const checkApplyLinksTask: TaskConfig<'checkApplyLinks'> = {
  slug: 'checkApplyLinks',
  label: 'Check apply links',
  retries: 0,
  schedule: [{ cron: settings().LINK_CHECK_CRON, queue: LINK_CHECK_QUEUE }],
  handler: oncePerDueTime('checkApplyLinks', async ({ req }) => {
    const { checkApplyLinks } = await import('./checker')
    const summary = await checkApplyLinks(poolOf(req.payload))
    req.payload.logger.info(
      `[link-check] checked ${summary.checked}: live ${summary.live}, dead ${summary.dead}, unknown ${summary.unknown}, expired ${summary.expired}, revived ${summary.revived}`,
    )
    return { output: { checked: summary.checked, expired: summary.expired } }
  }),
}
