import type { APIRequestContext } from '@playwright/test'
import { BASE_URL } from './baseUrl'

const ADMIN_EMAIL = process.env.ADMIN_EMAIL || 'admin@example.com'
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD || 'nomad-admin-2025'

/** Staff's decision, as /cms saves it (Payload's REST, signed in as the seeded admin; parallel sign-ins can void a session: retry). */
export async function decide(request: APIRequestContext, postId: number, decision: 'approve' | 'reject', rejectionReason?: string) {
  let last = ''
  for (let attempt = 0; attempt < 4; attempt++) {
    const login = await request.post('/cms/api/users/login', { headers: { Origin: BASE_URL }, data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })
    const { token } = (await login.json()) as { token: string }
    const saved = await request.patch(`/cms/api/job-posts/${postId}`, { headers: { Origin: BASE_URL, Authorization: `JWT ${token}` }, data: { decision, ...(rejectionReason ? { rejectionReason } : {}) } })
    if (saved.ok()) return
    last = `${saved.status()} ${await saved.text()}`
    await new Promise((resolve) => setTimeout(resolve, 300 * (attempt + 1)))
  }
  throw new Error(`the decision was not saved: ${last}`)
}
