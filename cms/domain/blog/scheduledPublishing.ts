import type { JobsConfig } from 'payload'
import { settings } from '@cms/lib/settings'

/** One entry of Payload's `jobs.autoRun` list (the type is not exported by name). */
export type AutorunCronConfig = Extract<NonNullable<JobsConfig['autoRun']>, unknown[]>[number]

/** Payload queues its schedulePublish task (posts with a publish date set in /cms) on this queue. */
export const SCHEDULED_PUBLISH_QUEUE = 'default'

/** How often the server looks for due publications. Default: every 10 s (one indexed query). */
export const publishCron = () => settings().PUBLISH_CRON

/** The autoRun entry that makes a scheduled post go live on time, in this server, without a restart. */
export const scheduledPublishAutoRun = (): AutorunCronConfig => ({ cron: publishCron(), queue: SCHEDULED_PUBLISH_QUEUE, limit: 20 })
