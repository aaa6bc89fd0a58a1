import { beforeAll, describe, expect, it } from 'vitest'
import { CHECKED_VALUES, ENUM_VALUES, JOB_POST_STATE, JOB_STATUS, LINK_VERDICT, ORDER_STATUS, REPORT_STATE, TABLE } from '@cms/lib/db/names'
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

  it("names each checked text column with exactly the values its CHECK constraint allows", async () => {
    for (const [column, values] of Object.entries(CHECKED_VALUES)) {
      const [table, name] = column.split('.')
      const { rows } = await poolOf(payload).query<{ definition: string }>(
        `SELECT pg_get_constraintdef(c.oid) AS definition FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
          JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = ANY(c.conkey)
          WHERE c.contype = 'c' AND t.relname = $1 AND a.attname = $2`,
        [table, name],
      )
      expect(rows, column).toHaveLength(1)
      const allowed = [...rows[0]!.definition.matchAll(/'([^']*)'::text/g)].map((match) => match[1])
      expect(allowed.sort(), column).toEqual([...values].sort())
    }
  })

  it('inlines status values as SQL literals the database accepts', async () => {
    const { rows } = await poolOf(payload).query<{ job: string; report: string; post: string; order_status: string; link: string }>(
      `SELECT ${JOB_STATUS.held}::enum_jobs_status::text AS job, ${REPORT_STATE.upheld}::enum_job_reports_state::text AS report,
              ${JOB_POST_STATE['in-review']}::enum_job_posts_state::text AS post, ${ORDER_STATUS.refunded}::enum_orders_status::text AS order_status,
              ${LINK_VERDICT.dead}::text AS link`,
    )
    expect(rows[0]).toEqual({ job: 'held', report: 'upheld', post: 'in-review', order_status: 'refunded', link: 'dead' })
  })
})
