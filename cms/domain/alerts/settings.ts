/** Alert delivery settings from the environment (README "Job alerts"), read when the config is built. */
function hourOf(value: string | undefined, fallback: number, max: number): number {
  const n = Number(value)
  return Number.isInteger(n) && n >= 0 && n <= max ? n : fallback
}

export const alertSettings = {
  /** How often instant alerts are matched (besides right after every ingestion run that created jobs). */
  get instantCron() {
    return process.env.ALERTS_INSTANT_CRON || '*/5 * * * *'
  },
  /** The hour (UTC, 0-23) daily and weekly digests go out. */
  get digestHour() {
    return hourOf(process.env.ALERTS_DIGEST_HOUR, 8, 23)
  },
  /** The weekday (0 = Sunday) weekly digests go out. */
  get weeklyDay() {
    return hourOf(process.env.ALERTS_WEEKLY_DAY, 1, 6)
  },
}
