import type { Payload } from 'payload'
import type { JobBeaconEvent, JobDayStats } from '@cms/contract/jobPosts'
import { poolOf } from '@cms/lib/sql'

/**
 * A job's views and apply clicks, one row per job per UTC day. Counting is one atomic upsert, so every server
 * adds to the same row; the table sits beside `jobs` (like the link checks) so a count never wakes the change
 * feed that empties the page caches.
 */
export async function recordJobEvent(payload: Payload, jobId: number, event: JobBeaconEvent, at: Date = new Date()): Promise<void> {
  const views = event === 'view' ? 1 : 0
  const clicks = event === 'apply' ? 1 : 0
  await poolOf(payload).query(
    `INSERT INTO job_daily_stats (job_id, day, views, apply_clicks) VALUES ($1, ($2::timestamptz AT TIME ZONE 'UTC')::date, $3, $4)
     ON CONFLICT (job_id, day) DO UPDATE SET views = job_daily_stats.views + EXCLUDED.views, apply_clicks = job_daily_stats.apply_clicks + EXCLUDED.apply_clicks`,
    [jobId, at.toISOString(), views, clicks],
  )
}

/** Every day from `from` to `to` (UTC, inclusive), oldest first; days nobody came read 0. */
export async function readJobDailyStats(payload: Payload, jobId: number, from: Date, to: Date): Promise<JobDayStats[]> {
  const { rows } = await poolOf(payload).query<{ day: string; views: number; apply_clicks: number }>(
    `SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(s.views, 0)::int AS views, coalesce(s.apply_clicks, 0)::int AS apply_clicks
       FROM generate_series(($2::timestamptz AT TIME ZONE 'UTC')::date, ($3::timestamptz AT TIME ZONE 'UTC')::date, interval '1 day') AS d(day)
       LEFT JOIN job_daily_stats s ON s.job_id = $1 AND s.day = d.day::date
      ORDER BY d.day`,
    [jobId, from.toISOString(), to.toISOString()],
  )
  return rows.map((row) => ({ day: row.day, views: row.views, applyClicks: row.apply_clicks }))
}
