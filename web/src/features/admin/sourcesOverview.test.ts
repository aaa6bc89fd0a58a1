import { describe, expect, it } from 'vitest'
import { sourceTimedOut, sourceUnreachable } from '@cms/contract/sourceErrors'
import { sourcesOverview, type IngestionRunView } from './sourcesOverview'

let id = 0
const run = (provider: string, minute: number, fields: Partial<IngestionRunView>): IngestionRunView => {
  const at = `2026-11-29T06:${String(minute).padStart(2, '0')}:00.000Z`
  return { id: ++id, provider, trigger: 'schedule', status: 'failed', startedAt: at, createdAt: at, updatedAt: at, ...fields }
}

describe('sourcesOverview', () => {
  it("keeps each source's latest run, newest first", () => {
    const { latest } = sourcesOverview([run('remoteok', 1, { status: 'succeeded', fetched: 3 }), run('remoteok', 5, { status: 'succeeded', fetched: 4 }), run('jobicy', 3, {})])
    expect(latest.map((r) => [r.provider, r.startedAt.slice(14, 16)])).toEqual([
      ['remoteok', '05'],
      ['jobicy', '03'],
    ])
  })

  it('says the server reached no source when nothing came back and a source gave no answer at all, quoting the shortest such error', () => {
    const offline = sourcesOverview([
      run('remoteok', 1, { error: sourceUnreachable('remoteok.com', 'getaddrinfo ENOTFOUND remoteok.com') }),
      run('jsearch', 1, { error: 'RAPIDAPI_KEY is not set' }),
      run('greenhouse', 2, { error: `12 of 12 boards failed (nothing of theirs expired): gitlab: ${sourceTimedOut('boards-api.greenhouse.io', 15000)}` }),
    ]).offline
    expect(offline).toBe(
      'The sources returned nothing: this server could not reach them (for one, remoteok.com unreachable: getaddrinfo ENOTFOUND remoteok.com). Is it connected to the internet? The site shows its demo jobs until an import succeeds.',
    )
  })

  it('says nothing of the network when a source brought postings, or when every failure was an answer', () => {
    expect(sourcesOverview([run('remoteok', 1, { status: 'succeeded', fetched: 20 }), run('jobicy', 2, { error: sourceUnreachable('jobicy.com', 'ECONNREFUSED') })]).offline).toBeNull()
    expect(sourcesOverview([run('remoteok', 1, { error: 'remoteok.com answered 503' }), run('jsearch', 1, { error: 'RAPIDAPI_KEY is not set' })]).offline).toBeNull()
    expect(sourcesOverview([]).offline).toBeNull()
  })
})
