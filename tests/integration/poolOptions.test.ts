import { describe, expect, it } from 'vitest'
import { readPoolOf } from '@cms/lib/sql'
import { settings } from '@cms/lib/settings'
import { getTestPayload } from './helpers'

describe("the server's database connections", () => {
  it('have the work memory of DATABASE_WORK_MEM_MB, so a search of a million jobs keeps its match bitmaps exact', async () => {
    const pool = readPoolOf(await getTestPayload())
    const { rows } = await pool.query<{ work_mem: string }>('SHOW work_mem')
    expect(rows[0]!.work_mem).toBe(`${settings().DATABASE_WORK_MEM_MB}MB`)
    expect(settings().DATABASE_WORK_MEM_MB).toBe(32)
  })
})
