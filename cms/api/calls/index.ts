import type { Declaration } from '../declaration'
import { accountDataCalls } from './accountData'
import { accountCalls } from './accounts'
import { adminCalls } from './admin'
import { alertCalls } from './alerts'
import { commerceCalls } from './commerce'
import { companyCalls } from './companies'
import { companyClaimCalls } from './companyClaims'
import { contactCalls } from './contact'
import { contentCalls } from './content'
import { jobCalls } from './jobs'
import { jobPostCalls } from './jobPosts'
import { mcpCalls } from './mcp'
import { newsletterCalls } from './newsletter'
import { operationCalls } from './operations'
import { referenceCalls } from './reference'

/**
 * Every /api call the server answers, one declaration each (docs/api.md), read once at start. `/api/ready` is not
 * here: the readiness step answers it before any policy step, so a load balancer's probe costs nothing.
 */
export const API_CALLS: Declaration[] = [
  ...operationCalls,
  ...referenceCalls(() => API_CALLS),
  ...mcpCalls(() => API_CALLS),
  ...jobCalls,
  ...companyCalls,
  ...contentCalls,
  ...contactCalls,
  ...accountCalls,
  ...accountDataCalls,
  ...newsletterCalls,
  ...alertCalls,
  ...commerceCalls,
  ...jobPostCalls,
  ...companyClaimCalls,
  ...adminCalls,
]

/** Every declared call of the areas, with the types a client sends and gets. */
type DeclaredCall = (
  | typeof operationCalls
  | typeof jobCalls
  | typeof companyCalls
  | typeof contentCalls
  | typeof contactCalls
  | typeof accountCalls
  | typeof accountDataCalls
  | typeof newsletterCalls
  | typeof alertCalls
  | typeof commerceCalls
  | typeof jobPostCalls
  | typeof companyClaimCalls
  | typeof adminCalls
)[number]

/** `'GET /api/jobs/:slug'` → what that call's client sends (query, body) and gets (answer). */
export type ApiCallTypes = { [C in DeclaredCall as `${C['method']} ${C['path']}`]: NonNullable<C['io']> }
