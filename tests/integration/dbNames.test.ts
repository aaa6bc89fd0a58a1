import { beforeAll, describe, expect, it } from 'vitest'
import { ENUM_VALUES, JOB_POST_STATE, JOB_STATUS, REPORT_STATE, TABLE } from '@cms/lib/db/names'
import { poolOf } from '@cms/lib/sql'
import { getTestPayload } from './helpers'

/** The names our SQL uses, checked against the migrated database (a rename in a collection fails here, not in production). */

let payload: Awaited<ReturnType<typeof getTestPayload>>
beforeAll(async () => {
  payload = await getTestPayload()
})

describe('cms/lib/db/names.ts against the migrated database', () => {
  it('names tables that exist', async () => {
    const { rows } = await poolOf(payload).query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name = ANY($1::text[])`,
      [Object.values(TABLE)],
    )
    expect(rows.map((row) => row.table_name).sort()).toEqual(Object.values(TABLE).sort())
  })

  it('names each enum type with exactly the values the contract gives its field', async () => {
    const { rows } = await poolOf(payload).query<{ name: string; labels: string[] }>(
      `SELECT t.typname AS name, array_agg(e.enumlabel::text ORDER BY e.enumsortorder) AS labels
         FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid WHERE t.typname = ANY($1::text[]) GROUP BY t.typname`,
      [Object.keys(ENUM_VALUES)],
    )
    const inDatabase = Object.fromEntries(rows.map((row) => [row.name, [...row.labels].sort()]))
    const inContract = Object.fromEntries(Object.entries(ENUM_VALUES).map(([name, values]) => [name, [...values].sort()]))
    expect(inDatabase).toEqual(inContract)
  })

  it('inlines status values as SQL literals the database accepts', async () => {
    const { rows } = await poolOf(payload).query<{ job: string; report: string; post: string }>(
      `SELECT ${JOB_STATUS.held}::enum_jobs_status::text AS job, ${REPORT_STATE.upheld}::enum_job_reports_state::text AS report,
              ${JOB_POST_STATE['in-review']}::enum_job_posts_state::text AS post`,
    )
    expect(rows[0]).toEqual({ job: 'held', report: 'upheld', post: 'in-review' })
  })
})
