import { describe, expect, it } from 'vitest'
import { boardHealth } from './boardHealth'

const run = { at: '2026-11-29T06:00:00.000Z', status: 'succeeded' as const, fetched: 40, remoteKept: 12, created: 3, expired: 1, error: null, httpStatus: null }

describe('boardHealth', () => {
  it("gives a read board's figures", () => {
    expect(boardHealth(run)).toEqual({ tone: 'ok', label: 'OK', detail: '40 fetched, 12 remote kept, 3 new, 1 expired' })
    expect(boardHealth({ ...run, status: 'not-modified' })).toMatchObject({ tone: 'ok', label: 'Unchanged' })
  })

  it("shows a failed board's error with the ATS's status, and a board no run has read yet", () => {
    expect(boardHealth({ ...run, status: 'failed', fetched: 0, error: 'boards-api.greenhouse.io answered 404', httpStatus: 404 })).toEqual({
      tone: 'failed',
      label: 'Error 404',
      detail: 'boards-api.greenhouse.io answered 404',
    })
    expect(boardHealth({ ...run, status: 'failed', error: 'api.lever.co timed out after 15000 ms' }).label).toBe('Error')
    expect(boardHealth(null)).toMatchObject({ tone: 'waiting', label: 'Not read yet' })
  })
})
