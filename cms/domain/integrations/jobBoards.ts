import type { Payload } from 'payload'
import type { JobBoard as JobBoardDoc } from '@cms/payload-types'
import { atsName, boardCareersUrl, BOARD_URL_HELP, detectBoard, type JobBoard, type JobBoardList } from '@cms/contract/jobBoards'
import { Failure } from '../failure'

/** A board as the admin calls answer it: where it lives and its health (the last run), null until a run reads it. */
export function boardView(doc: JobBoardDoc): JobBoard {
  const run = doc.lastRun
  return {
    id: doc.id,
    ats: doc.ats,
    atsName: atsName(doc.ats),
    token: doc.token,
    company: doc.company,
    careersUrl: boardCareersUrl(doc),
    enabled: doc.enabled !== false,
    lastRun:
      run?.at && run.status
        ? {
            at: run.at,
            status: run.status,
            fetched: run.fetched ?? 0,
            remoteKept: run.remoteKept ?? 0,
            created: run.created ?? 0,
            expired: run.expired ?? 0,
            error: run.error ?? null,
            httpStatus: run.httpStatus ?? null,
          }
        : null,
  }
}

/** GET /api/admin/job-boards: every board, by company. */
export async function listJobBoards(payload: Payload): Promise<JobBoardList> {
  const { docs } = await payload.find({ collection: 'job-boards', sort: 'company', pagination: false, depth: 0, overrideAccess: true })
  return { boards: docs.map(boardView) }
}

/**
 * POST /api/admin/job-boards: the board a careers URL names, added enabled. It is not fetched now: the next
 * ingestion run reads it, and a wrong token shows there as the board's error. The company is the token until
 * that run finds the board's own name (or matches the company ingestion already knows).
 */
export async function addJobBoard(payload: Payload, url: string): Promise<JobBoard> {
  const detected = detectBoard(url)
  if (!detected) throw new Failure('invalid', `This is not a careers page we can read. ${BOARD_URL_HELP}`)
  const { docs } = await payload.find({
    collection: 'job-boards',
    where: { ats: { equals: detected.ats }, token: { equals: detected.token } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (docs[0]) throw new Failure('conflict', `The ${atsName(detected.ats)} board "${detected.token}" is already listed.`)
  const doc = await payload.create({ collection: 'job-boards', overrideAccess: true, data: { ...detected, company: detected.token, enabled: true } })
  return boardView(doc)
}
