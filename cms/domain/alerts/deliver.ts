import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { MAX_JOBS_PER_ALERT_EMAIL, type AlertFrequency } from '@cms/contract/alerts'
import { metrics } from '@cms/lib/metrics'
import { poolOf } from '@cms/lib/sql'
import { sendMail } from '../mail/mailer'
import { describeAlert } from './describe'
import { digestEmail, type DigestJob } from './emails'
import { claimMark, raiseMarks } from './alertStore'
import { alertLinks } from './links'
import { matchAlerts, type DueAlert } from './match'

export interface DeliveryResult {
  due: number
  sent: number
  failed: number
}

async function digestJobs(pool: Pool, ids: number[]): Promise<Map<number, DigestJob>> {
  if (!ids.length) return new Map()
  const { rows } = await pool.query<DigestJob>(
    `SELECT j.id, j.slug, j.title, c.name AS company, l.name AS location FROM jobs j
     LEFT JOIN companies c ON c.id = j.company_id LEFT JOIN locations l ON l.id = j.location_id WHERE j.id = ANY($1::int[])`,
    [ids],
  )
  return new Map(rows.map((row) => [row.id, row]))
}

/**
 * One delivery run of a frequency. Each alert with new matches is claimed before its e-mail goes out: one
 * conditional UPDATE moves its mark from the value read to the run's newest job, so two overlapping runs
 * cannot both send it, and a crash after the claim loses that e-mail rather than repeating its jobs later.
 * A failed send moves the mark back (only if nothing moved it since) and the run throws at the end, so
 * the queue retries it and the retry sends exactly the e-mails that failed. Alerts without new matches
 * only have their mark raised, in one statement. Each alert stands alone: one whose search cannot be matched
 * or whose e-mail cannot be built or sent is logged and counted as failed, and every other alert is delivered
 * (the queue's bounded retries try the failed ones again).
 */
export async function deliverAlerts(payload: Payload, frequency: AlertFrequency): Promise<DeliveryResult> {
  const pool = poolOf(payload)
  const { rows } = await pool.query<{ max: number }>('SELECT coalesce(max(id), 0)::int AS max FROM jobs')
  const upTo = rows[0]!.max
  const { alerts, matches, unmatched } = await matchAlerts(pool, frequency, upTo)
  // An alert whose search could not be matched keeps its mark: the retry looks at the same jobs again.
  const notMatched = new Set(unmatched.flatMap(({ members }) => members.map((alert) => alert.id)))
  for (const { members, error } of unmatched) payload.logger.error(`[alerts] could not match the search of alert(s) ${members.map((alert) => alert.id).join(', ')}: ${error.message}`)
  const quiet = alerts.filter((alert) => !matches.has(alert.id) && !notMatched.has(alert.id)).map((alert) => alert.id)
  if (quiet.length) await raiseMarks(pool, quiet, upTo)

  const listed = (alert: DueAlert) => matches.get(alert.id)!.slice(0, MAX_JOBS_PER_ALERT_EMAIL)
  const withNews = alerts.filter((alert) => matches.has(alert.id))
  const jobs = await digestJobs(pool, [...new Set(withNews.flatMap(listed))])
  let sent = 0
  let failed = notMatched.size
  for (const alert of withNews) {
    if (!(await claimMark(pool, alert.id, alert.last_job_id, upTo))) continue
    try {
      const description = await describeAlert(pool, alert.search, frequency)
      const list = listed(alert).map((id) => jobs.get(id)).filter((job): job is DigestJob => !!job)
      await sendMail(digestEmail(alert.email, description, list, matches.get(alert.id)!.length, alertLinks(payload.secret, alert.id, alert.search)))
      sent++
    } catch (error) {
      failed++
      // Back to the mark read, only if nothing moved it since this run's claim.
      await claimMark(pool, alert.id, upTo, alert.last_job_id)
      payload.logger.warn(`[alerts] e-mail for alert ${alert.id} failed: ${(error as Error).message}`)
    }
  }
  metrics.alertEmails.inc({ frequency, outcome: 'sent' }, sent)
  metrics.alertEmails.inc({ frequency, outcome: 'failed' }, failed)
  payload.logger.info(`[alerts] ${frequency}: ${alerts.length} due, ${sent} sent, ${failed} failed`)
  if (failed) throw new Error(`${failed} of ${withNews.length + notMatched.size} ${frequency} alert e-mails failed; the queue retries them`)
  return { due: alerts.length, sent, failed }
}
