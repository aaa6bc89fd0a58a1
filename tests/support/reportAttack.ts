import { api, cookieFrom, uniqueEmail } from '../security/calls'
import { served } from './servedApi'

const register = served('/api/auth/register')
const reports = served('/api/jobs/:slug/reports')

/**
 * The probe's attack on a job, all from one address: one anonymous report, then twice "register a new
 * account, report with its cookie" (five requests). Answers the status of each call.
 */
export async function reportFromOneAddressWithFreshAccounts(slug: string, address: string): Promise<number[]> {
  const report = (cookie?: string) => api(reports.POST, 'POST', `/api/jobs/${slug}/reports`, { json: { reason: 'scam' }, client: address, cookie })
  const statuses = [(await report()).status]
  for (let i = 0; i < 2; i++) {
    const account = await api(register.POST, 'POST', '/api/auth/register', {
      json: { email: uniqueEmail('reporter'), username: 'probe', password: 'Sunny-Lisbon-42', fullName: 'Probe Reporter', gender: 'other', location: 'Lisbon, Portugal' },
      client: address,
    })
    statuses.push(account.status, (await report(cookieFrom(account))).status)
  }
  return statuses
}
