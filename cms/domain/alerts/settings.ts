import { settings } from '@cms/lib/settings'

/** Alert delivery schedule (docs/alerts.md), read when the config is built. */
export const alertSettings = {
  /** How often instant alerts are matched (besides right after every ingestion run that created jobs). */
  get instantCron() {
    return settings().ALERTS_INSTANT_CRON
  },
  /** The hour (UTC, 0-23) daily and weekly digests go out. */
  get digestHour() {
    return settings().ALERTS_DIGEST_HOUR
  },
  /** The weekday (0 = Sunday) weekly digests go out. */
  get weeklyDay() {
    return settings().ALERTS_WEEKLY_DAY
  },
}
