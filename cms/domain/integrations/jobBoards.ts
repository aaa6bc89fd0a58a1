import type { Payload } from 'payload'
import type { JobBoard as JobBoardDoc } from '@cms/payload-types'
import { atsName, boardCareersUrl, BOARD_URL_HELP, detectBoard, type DetectedBoard, type JobBoard, type JobBoardList } from '@cms/contract/jobBoards'
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

/** The ATS and token of a careers URL; a 400 naming the URLs that work for anything else. */
function boardOfUrl(url: string): DetectedBoard {
  const detected = detectBoard(url)
  if (!detected) throw new Failure('invalid', `This is not a careers page we can read. ${BOARD_URL_HELP}`)
  return detected
}

async function listedBoard(payload: Payload, { ats, token }: DetectedBoard): Promise<JobBoardDoc | null> {
  const { docs } = await payload.find({ collection: 'job-boards', where: { ats: { equals: ats }, token: { equals: token } }, limit: 1, depth: 0, overrideAccess: true })
  return docs[0] ?? null
}

const alreadyListed = ({ ats, token }: DetectedBoard) => new Failure('conflict', `The ${atsName(ats)} board "${token}" is already listed.`)

/**
 * POST /api/admin/job-boards: the board a careers URL names, added enabled. It is not fetched now: the next
 * ingestion run reads it, and a wrong token shows there as the board's error. The company is the token until
 * that run finds the board's own name (or matches the company ingestion already knows).
 */
export async function addJobBoard(payload: Payload, url: string): Promise<JobBoard> {
  const detected = boardOfUrl(url)
  if (await listedBoard(payload, detected)) throw alreadyListed(detected)
  const doc = await payload.create({ collection: 'job-boards', overrideAccess: true, data: { ...detected, company: detected.token, enabled: true } })
  return boardView(doc)
}

/** The boards a claimed company's employer connected, by ATS. */
export async function listCompanyBoards(payload: Payload, companyId: number): Promise<JobBoardList> {
  const { docs } = await payload.find({ collection: 'job-boards', where: { connectedCompany: { equals: companyId } }, sort: 'ats', pagination: false, depth: 0, overrideAccess: true })
  return { boards: docs.map(boardView) }
}

/**
 * The claimed company's employer connects its board (the caller has checked the claim): listed enabled under the
 * company's name, which no run replaces, so every later opening is that company's job. A board an admin already
 * listed, not yet connected, becomes the company's; one connected already is a 409.
 */
export async function connectCompanyBoard(payload: Payload, company: { id: number; name: string }, url: string): Promise<JobBoard> {
  const detected = boardOfUrl(url)
  const listed = await listedBoard(payload, detected)
  if (listed?.connectedCompany) throw alreadyListed(detected)
  const data = { ...detected, company: company.name, connectedCompany: company.id, enabled: true }
  const doc = listed
    ? await payload.update({ collection: 'job-boards', id: listed.id, data, depth: 0, overrideAccess: true })
    : await payload.create({ collection: 'job-boards', data, depth: 0, overrideAccess: true })
  return boardView(doc)
}

/** The board of a path's id; an id that is no number or names no board is the same 404. */
async function boardById(payload: Payload, rawId: string): Promise<JobBoardDoc> {
  const id = Number(rawId)
  const doc = Number.isInteger(id) && id > 0 ? await payload.findByID({ collection: 'job-boards', id, depth: 0, overrideAccess: true, disableErrors: true }) : null
  if (!doc) throw new Failure('not-found', 'This job board is not listed (it may have been removed).')
  return doc
}

/** PATCH /api/admin/job-boards/:id: on or off; the collection's hook expires the jobs of a board switched off. */
export async function setJobBoardEnabled(payload: Payload, rawId: string, enabled: boolean): Promise<JobBoard> {
  const { id } = await boardById(payload, rawId)
  return boardView(await payload.update({ collection: 'job-boards', id, data: { enabled }, depth: 0, overrideAccess: true }))
}

/** DELETE /api/admin/job-boards/:id: the board is removed and (the collection's hook) its listed jobs expired. */
export async function removeJobBoard(payload: Payload, rawId: string): Promise<{ id: number; expiredJobs: true }> {
  const { id } = await boardById(payload, rawId)
  await payload.delete({ collection: 'job-boards', id, overrideAccess: true })
  return { id, expiredJobs: true }
}
