import { z } from 'zod'
import { ATS_IDS, JOB_PROVIDERS, type AtsId } from './providerValues'

/**
 * Employers' job boards on an applicant-tracking system: how a careers URL as people copy it names one
 * (which ATS, which board token), and the shapes of the admin calls that list and add them.
 */

/** What the last run of a board found; `not-modified`: the ATS answered 304 to our conditional request. */
export const BOARD_RUN_STATUSES = ['succeeded', 'not-modified', 'failed'] as const
export type BoardRunStatus = (typeof BOARD_RUN_STATUSES)[number]

export interface DetectedBoard {
  ats: AtsId
  token: string
}

/** The careers URLs we recognise, by host: the board token is the first path segment. */
const BOARD_HOSTS: Record<string, AtsId> = {
  'boards.greenhouse.io': 'greenhouse',
  'job-boards.greenhouse.io': 'greenhouse',
  'job-boards.eu.greenhouse.io': 'greenhouse',
  'boards.eu.greenhouse.io': 'greenhouse',
  'jobs.lever.co': 'lever',
  'jobs.eu.lever.co': 'lever',
  'jobs.ashbyhq.com': 'ashby',
  'apply.workable.com': 'workable',
}

/** The message of a careers URL we cannot read: it names every form that works. */
export const BOARD_URL_HELP =
  'Paste a careers page address from Greenhouse (https://boards.greenhouse.io/acme or https://job-boards.greenhouse.io/acme), Lever (https://jobs.lever.co/acme), Ashby (https://jobs.ashbyhq.com/acme) or Workable (https://apply.workable.com/acme/).'

const TOKEN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/

/** The ATS and board token of a careers URL (`https://jobs.lever.co/acme/123` → lever, acme); null for anything else. */
export function detectBoard(input: string): DetectedBoard | null {
  let url: URL
  try {
    url = new URL(input.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const ats = BOARD_HOSTS[url.hostname.toLowerCase().replace(/^www\./, '')]
  // Greenhouse's embed URL names the board in a parameter: boards.greenhouse.io/embed/job_board?for=acme.
  const segments = url.pathname.split('/').filter(Boolean)
  const token = ats === 'greenhouse' && segments[0] === 'embed' ? url.searchParams.get('for') : segments[0]
  if (!ats || !token) return null
  const decoded = decodeURIComponent(token)
  return TOKEN.test(decoded) ? { ats, token: ats === 'ashby' ? decoded : decoded.toLowerCase() } : null
}

/** The public careers page of a board (what an admin would open to check it). */
export function boardCareersUrl({ ats, token }: DetectedBoard): string {
  const path = encodeURIComponent(token)
  switch (ats) {
    case 'greenhouse':
      return `https://job-boards.greenhouse.io/${path}`
    case 'lever':
      return `https://jobs.lever.co/${path}`
    case 'ashby':
      return `https://jobs.ashbyhq.com/${path}`
    case 'workable':
      return `https://apply.workable.com/${path}/`
  }
}

export const atsIdSchema = z.enum(ATS_IDS)
export const atsName = (ats: AtsId): string => JOB_PROVIDERS[ats].name

export const jobBoardRunSchema = z.object({
  at: z.string().describe('When the run finished (ISO 8601).'),
  status: z.enum(BOARD_RUN_STATUSES),
  fetched: z.number().int().describe('Postings on the board.'),
  remoteKept: z.number().int().describe('Of them, remote postings listed.'),
  created: z.number().int().describe('New jobs.'),
  expired: z.number().int().describe('Jobs gone from the board, expired.'),
  error: z.string().nullable().describe('Why the fetch failed (nothing was expired).'),
  httpStatus: z.number().int().nullable().describe("The ATS's HTTP status when it answered with an error."),
})

export const jobBoardSchema = z.object({
  id: z.number().int(),
  ats: atsIdSchema,
  atsName: z.string(),
  token: z.string(),
  company: z.string().describe("The board's own name where the ATS gives one, else its token."),
  careersUrl: z.string(),
  enabled: z.boolean(),
  lastRun: jobBoardRunSchema.nullable().describe('null until the next ingestion run reads the board.'),
})
export type JobBoard = z.infer<typeof jobBoardSchema>

export const jobBoardListSchema = z.object({ boards: z.array(jobBoardSchema) })
export type JobBoardList = z.infer<typeof jobBoardListSchema>

export const addJobBoardSchema = z.object({
  url: z.string().trim().min(1, 'Enter the careers page address.').max(2000, 'That address is too long.').describe('A careers page URL as copied from the browser.'),
})
export type AddJobBoard = z.infer<typeof addJobBoardSchema>

/** PATCH /api/admin/job-boards/:id: switch a board on or off (off expires its jobs). */
export const updateJobBoardSchema = z.object({ enabled: z.boolean().describe('false stops reading the board and expires its listed jobs.') })
export type UpdateJobBoard = z.infer<typeof updateJobBoardSchema>

/** DELETE /api/admin/job-boards/:id: the board is gone and its listed jobs expired. */
export const jobBoardRemovedSchema = z.object({ id: z.number().int(), expiredJobs: z.literal(true) })

/** The manage page's board form: the post's token and the careers URL (the company is the one its employer claimed). */
export const connectJobBoardSchema = addJobBoardSchema.extend({ token: z.string().trim().min(1).max(200).describe("The token of the post's manage link.") })
export type ConnectJobBoard = z.infer<typeof connectJobBoardSchema>
