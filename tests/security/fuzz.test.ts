import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { apiRouteOf } from '../../cms/api/answerApi'
import { API_CALLS } from '../../cms/api/calls'
import { PAYMENTS_NOT_CONFIGURED } from '../../cms/domain/commerce/stripeClient'
import { createTestUser } from '../integration/helpers'
import { API_ERRORS } from '../../cms/contract/apiErrors'
import { api as answerOnce, cmsApi, type CallResult } from './calls'
import { served, type ServedCall } from '../support/servedApi'

const categories = served('/api/categories')
const category = served('/api/categories/:slug')
const jobs = served('/api/jobs')
const job = served('/api/jobs/:slug')
const locations = served('/api/locations')
const location = served('/api/locations/:slug')
const savedJobs = served('/api/saved-jobs')
const search = served('/api/search')
const apiConfig = served('/api/admin/api-config')
const ingest = served('/api/admin/ingest')
const changePassword = served('/api/auth/change-password')
const checkEmail = served('/api/auth/check-email')
const login = served('/api/auth/login')
const logout = served('/api/auth/logout')
const register = served('/api/auth/register')
const resetRequest = served('/api/auth/reset-password-request')
const resetPassword = served('/api/auth/reset-password')
const saveJob = served('/api/auth/save-job')
const session = served('/api/auth/session')
const unsaveJob = served('/api/auth/unsave-job')
const featured = served('/api/blog/featured')
const posts = served('/api/blog/posts')
const post = served('/api/blog/post/:slug')
const brand = served('/api/brand/:domain')
const confirmSuccess = served('/api/checkout/confirm-success')
const createCheckout = served('/api/checkout/create-checkout-session')
const keywordsBlogs = served('/api/keywords/blogs')
const keywordsJobs = served('/api/keywords/jobs')
const keywordsLocations = served('/api/keywords/locations')
const confirm = served('/api/newsletter/confirm')
const subscribe = served('/api/newsletter/subscribe')
const unsubscribe = served('/api/newsletter/unsubscribe')
const sendInvites = served('/api/notion-templates/send-invites')
const publicCheckout = served('/api/public-checkout/create-session')
const webhook = served('/api/stripe/webhook')
const toolkit = served('/api/toolkit/tools')
const download = served('/api/guide/download/:file')
const jobPostCreate = served('/api/job-posts')
const jobPostCheckout = served('/api/job-posts/:id/checkout')
const jobPostClose = served('/api/job-posts/:id/close')
const jobPostManage = served('/api/job-posts/manage')

/** The fixed corpus: malformed, wrong-typed, control and metacharacter values, huge and negative numbers. */
const STRINGS = [
  '', ' ', 'a', 'developer', "'; DROP TABLE jobs;--", "' OR '1'='1", 'a & b | !c:* <-> (d)', "it's", '\u0000', 'x\u0000y', '\u0001\u001f\u007f',
  'é', '😀', '\uFFFF', 'x'.repeat(5000), '%', '%ff', '../../etc/passwd', '<script>alert(1)</script>', 'javascript:alert(1)', 'null', '-1',
  '1e309', 'NaN', 'a@b.example', ' A@B.EXAMPLE ', '@', 'a@', '{"$ne":1}',
]
const VALUES: unknown[] = [...STRINGS, null, true, false, 0, -1, 1.5, 1e308, -1e308, 2 ** 53, [], {}, ['a'], { $ne: 1 }]
const BODY_VALUES: unknown[] = ['', '\u0000', 'x\u0000y', "'; DROP TABLE jobs;--", 'a & b | !c:*', '😀', 'x'.repeat(5000), 'javascript:alert(1)', ' A@B.EXAMPLE ', null, true, -1, 1e308, [], { $ne: 1 }]
/** What reaches Payload's REST in a query: the server refuses control characters and bad escapes first (pathSegments). */
const QUERY_SAFE = STRINGS.filter((value) => !/[\u0000-\u001f\u007f]/.test(value) && !value.includes('%'))
const MALFORMED_BODIES = ['{', '[]', 'null', '"x"', '{"a":', '\u0000', '{"email": "\u0000"}', '{"email":"a@b.example"'.repeat(10), 'x'.repeat(20_000)]
const FIELDS = ['company', 'title', 'description', 'salaryMin', 'locationText', 'tier', 'email', 'password', 'name', 'source', 'jobSlug', 'token', 'newPassword', 'confirmPassword', 'currentPassword', 'sessionId', 'provider', 'username', 'fullName', 'marketingConsent']
/** A field no call declares: the entry drops it unread, so a few values show that, not the whole corpus. */
const UNDECLARED = 'fuzzUndeclared'
const UNDECLARED_VALUES: unknown[] = ['', "'; DROP TABLE jobs;--", 'x'.repeat(5000), { $ne: 1 }]

/**
 * The names a call's declaration reads in its query or its JSON body, each with the whole corpus, and one it does
 * not declare with a few values. A body whose schema is not one object (a union, an intersection) gets every name
 * in FIELDS. Sending the whole corpus in names a call never reads cost minutes: a sign-in with a well-formed
 * e-mail and password works its full password hash whatever else the body holds.
 */
function fuzzedFields(method: string, concretePath: string, part: 'query' | 'body'): [name: string, values: readonly unknown[]][] {
  // The route table's own match ('POST /api/job-posts/:id/checkout'), then its declaration.
  const route = apiRouteOf(method, concretePath)
  const call = API_CALLS.find((entry) => `${entry.method} ${entry.path}` === route)
  if (!call) throw new Error(`no declaration for ${method} ${concretePath}`)
  const schema = part === 'query' ? call.query : call.body?.schema
  const names = schema === undefined ? [] : schema instanceof z.ZodObject ? Object.keys(schema.shape) : FIELDS
  const corpus = part === 'query' ? STRINGS : BODY_VALUES
  const undeclared = part === 'query' ? UNDECLARED_VALUES.filter((value) => typeof value === 'string') : UNDECLARED_VALUES
  return [...names.map((name) => [name, corpus] as [string, readonly unknown[]]), [UNDECLARED, undeclared]]
}

type Handler = ServedCall
const GET_LISTS: [string, Handler][] = [
  ['/api/jobs', jobs.GET], ['/api/search', search.GET], ['/api/categories', categories.GET], ['/api/locations', locations.GET],
  ['/api/keywords/jobs', keywordsJobs.GET], ['/api/keywords/blogs', keywordsBlogs.GET], ['/api/keywords/locations', keywordsLocations.GET],
  ['/api/blog/posts', posts.GET], ['/api/blog/featured', featured.GET], ['/api/toolkit/tools', toolkit.GET], ['/api/saved-jobs', savedJobs.GET],
  ['/api/auth/session', session.GET], ['/api/admin/api-config', apiConfig.GET], ['/api/admin/ingest', ingest.GET],
  ['/api/job-posts/manage', jobPostManage.GET],
]
const GET_BY_PARAM: [string, Handler][] = [
  ['/api/jobs', job.GET], ['/api/categories', category.GET], ['/api/locations', location.GET],
  ['/api/blog/post', post.GET], ['/api/brand', brand.GET], ['/api/guide/download', download.GET],
]
const POSTS: [string, Handler][] = [
  ['/api/auth/login', login.POST], ['/api/auth/register', register.POST], ['/api/auth/check-email', checkEmail.POST], ['/api/auth/logout', logout.POST],
  ['/api/auth/reset-password-request', resetRequest.POST], ['/api/auth/reset-password', resetPassword.POST], ['/api/auth/change-password', changePassword.POST],
  ['/api/auth/save-job', saveJob.POST], ['/api/auth/unsave-job', unsaveJob.POST], ['/api/newsletter/subscribe', subscribe.POST],
  ['/api/newsletter/unsubscribe', unsubscribe.POST], ['/api/newsletter/confirm', confirm.POST], ['/api/checkout/create-checkout-session', createCheckout.POST],
  ['/api/checkout/confirm-success', confirmSuccess.POST], ['/api/notion-templates/send-invites', sendInvites.POST], ['/api/admin/ingest', ingest.POST],
  ['/api/public-checkout/create-session', publicCheckout.POST], ['/api/stripe/webhook', webhook.POST],
  ['/api/job-posts', jobPostCreate.POST], ['/api/job-posts/1/checkout', jobPostCheckout.POST], ['/api/job-posts/1/close', jobPostClose.POST],
]
const PAYLOAD_COLLECTIONS = ['jobs', 'posts', 'users', 'companies', 'media', 'subscribers', 'orders']
const MISFIT_BODIES: Record<string, unknown>[] = [
  { title: [1], name: { a: 1 }, slug: 5, email: 5, password: 5, status: 'zz', category: 'zz' },
  { email: ['a@b.example'], company: 999_999_999, category: 999_999_999, skills: [999_999_999], salaryMin: 'abc', postedAt: 'notadate', featured: 'maybe' },
]

const STACK_TRACE = /\bat \S+ \(|node_modules|\.ts:\d+:\d+|\bTypeError\b|\bDrizzleQueryError\b|Failed query/

// Checkout without a Stripe key answers 503 'not configured' by design (README); that is not a failure.
const documented503 = (result: CallResult) => result.status === 503 && result.body?.message === PAYMENTS_NOT_CONFIGURED

/**
 * A call as a well-behaved client makes it: refused because the server was busy (a burst of the same call takes
 * turns: sign-ins), it is sent again after its Retry-After, so every input still reaches its handler.
 */
async function api(...args: Parameters<typeof answerOnce>): Promise<CallResult> {
  for (let attempt = 1; ; attempt++) {
    const result = await answerOnce(...args)
    const busy = result.status === 503 && result.body?.message === API_ERRORS.busy && result.headers.has('retry-after')
    if (!busy || attempt === 5) return result
    await new Promise((resolve) => setTimeout(resolve, Number(result.headers.get('retry-after')) * 1000))
  }
}

const failures: string[] = []
function check(label: string, result: CallResult) {
  if ((result.status >= 500 && !documented503(result)) || STACK_TRACE.test(result.text)) failures.push(`${result.status} ${label}: ${result.text.slice(0, 200)}`)
}

beforeAll(() => {
  // The webhook then checks signatures (400) instead of answering 'not configured'.
  process.env.STRIPE_WEBHOOK_SECRET = 'whsec_fuzz'
})

/** Run the calls a few at a time (the machine is shared). */
async function inBatches(calls: (() => Promise<void>)[], size = 8) {
  for (let i = 0; i < calls.length; i += size) await Promise.all(calls.slice(i, i + size).map((call) => call()))
}

describe('fuzz: no 5xx and no stack traces for bad input', () => {
  it('every documented /api call, signed out and signed in, with the corpus in queries, paths and bodies', { timeout: 600_000 }, async () => {
    const user = await createTestUser('user')
    const admin = await createTestUser('admin')
    const calls: (() => Promise<void>)[] = []
    for (const cookie of [undefined, user.cookie, admin.cookie]) {
      for (const [path, handler] of GET_LISTS) {
        for (const [name, values] of fuzzedFields('GET', path, 'query')) {
          for (const value of values as string[]) {
            const url = `${path}?${new URLSearchParams({ [name]: value })}`
            calls.push(async () => check(`GET ${url}`, await api(handler, 'GET', url, { cookie })))
          }
        }
      }
      for (const [path, handler] of GET_BY_PARAM) {
        // An empty segment is another path (the list itself, or a JSON 404).
        for (const value of STRINGS.filter(Boolean)) {
          calls.push(async () => check(`GET ${path}/${JSON.stringify(value)}`, await api(handler, 'GET', `${path}/${encodeURIComponent(value)}`, { cookie })))
        }
      }
    }
    const needsUser = new Set(['/api/auth/save-job', '/api/auth/unsave-job', '/api/auth/change-password'])
    for (const [path, handler] of POSTS) {
      for (const cookie of needsUser.has(path) ? [user.cookie] : [undefined]) {
        for (const body of MALFORMED_BODIES) {
          calls.push(async () => check(`POST ${path} ${JSON.stringify(body.slice(0, 40))}`, await api(handler, 'POST', path, { body, cookie, headers: { 'content-type': 'application/json' } })))
        }
        for (const [field, values] of fuzzedFields('POST', path, 'body')) {
          for (const value of values) {
            const json = { email: 'fuzz@test.example', password: 'Fuzz-Password-1', [field]: value }
            calls.push(async () => check(`POST ${path} ${field}=${JSON.stringify(value)?.slice(0, 40)}`, await api(handler, 'POST', path, { json, cookie })))
          }
        }
      }
    }
    await inBatches(calls)
    expect(failures).toEqual([])
  })

  it("Payload's main REST routes, signed out and as admin", { timeout: 600_000 }, async () => {
    const admin = await createTestUser('admin')
    const calls: (() => Promise<void>)[] = []
    const segments = ['abc', '-1', '0', '1.5', '99999999999999999999', 'file', 'versions', 'count', '%25', "1' OR '1'='1"]
    for (const cookie of [undefined, admin.cookie]) {
      for (const collection of PAYLOAD_COLLECTIONS) {
        for (const segment of segments) {
          const path = `/${collection}/${encodeURIComponent(segment)}`
          calls.push(async () => check(`GET ${path}`, await cmsApi('GET', path, { cookie })))
        }
        for (const value of QUERY_SAFE) {
          for (const query of [`where[title][equals]=${encodeURIComponent(value)}`, `limit=${encodeURIComponent(value)}`, `page=${encodeURIComponent(value)}`, `sort=${encodeURIComponent(value)}`, `depth=${encodeURIComponent(value)}`]) {
            calls.push(async () => check(`GET /${collection}?${query}`, await cmsApi('GET', `/${collection}?${query}`, { cookie })))
          }
        }
        for (const body of MALFORMED_BODIES) calls.push(async () => check(`POST /${collection} ${body.slice(0, 20)}`, await cmsApi('POST', `/${collection}`, { body, cookie, headers: { 'content-type': 'application/json' } })))
        // Well-formed JSON whose values do not fit the fields: wrong types, unknown options, missing relations.
        for (const json of MISFIT_BODIES) {
          calls.push(async () => check(`POST /${collection} ${JSON.stringify(json).slice(0, 40)}`, await cmsApi('POST', `/${collection}`, { json, cookie })))
          calls.push(async () => check(`PATCH /${collection}/1 ${JSON.stringify(json).slice(0, 40)}`, await cmsApi('PATCH', `/${collection}/1`, { json, cookie })))
        }
      }
      calls.push(async () => check('GET /media/file/', await cmsApi('GET', '/media/file/', { cookie })))
      calls.push(async () => check('GET /globals/integrations/versions', await cmsApi('GET', '/globals/integrations/versions', { cookie })))
      for (const value of VALUES.slice(0, 30)) {
        for (const route of ['/users/login', '/users/forgot-password', '/users/unlock', '/users/reset-password']) {
          calls.push(async () => check(`POST ${route} ${JSON.stringify(value)?.slice(0, 30)}`, await cmsApi('POST', route, { json: { email: value, password: value, token: value }, cookie })))
        }
      }
    }
    await inBatches(calls)
    expect(failures).toEqual([])
  })

  it("Payload's REST filters: every operator on every kind of field, with values that do not fit, is a 400 with a message", { timeout: 600_000 }, async () => {
    const admin = await createTestUser('admin')
    const calls: (() => Promise<void>)[] = []
    const answers: { label: string; result: CallResult }[] = []
    const probe = (path: string, cookie?: string) =>
      calls.push(async () => {
        const result = await cmsApi('GET', path, { cookie })
        check(`GET ${path}`, result)
        answers.push({ label: path, result })
      })
    // id, text, number, date, select, checkbox, relationship, has-many relationship.
    const fields = ['id', 'title', 'salaryMin', 'postedAt', 'status', 'featured', 'company', 'skills']
    const operators = ['equals', 'not_equals', 'in', 'not_in', 'all', 'like', 'not_like', 'contains', 'exists', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal', 'near', 'within', 'intersects']
    for (const cookie of [undefined, admin.cookie]) {
      for (const field of fields) {
        for (const operator of operators) {
          for (const value of ['abc', '1,x', '2020-13-45']) {
            probe(`/jobs?where[${field}][${operator}]=${encodeURIComponent(value)}`, cookie)
            probe(`/jobs/count?where[or][0][${field}][${operator}]=${encodeURIComponent(value)}`, cookie)
          }
        }
      }
    }
    for (const path of ['/jobs?where=abc', '/jobs?where={"title":', '/posts?where[content][like]=x', '/jobs/count?where[id][equals]=1e309']) probe(path)
    await inBatches(calls)
    expect(failures).toEqual([])
    const refused = answers.filter(({ result }) => result.status === 400)
    // Every refusal names the problem in Payload's error shape.
    for (const { label, result } of refused) expect(result.body?.errors?.[0]?.message, label).toMatch(/\w/)
    const answer = (path: string) => answers.find(({ label }) => label === path)!.result
    expect(answer('/jobs?where[status][equals]=abc').status).toBe(400)
    expect(answer('/jobs?where[id][in]=1%2Cx').status).toBe(400)
    expect(answer('/jobs?where[title][near]=abc').status).toBe(400)
    expect(answer('/jobs?where[skills][all]=abc').status).toBe(400)
    expect(answer('/jobs?where=abc').status).toBe(400)
    expect(answer('/jobs?where[postedAt][like]=2020-13-45').status).toBe(400)
    // A filter that fits still answers.
    expect((await cmsApi('GET', '/jobs?where[status][equals]=active&limit=1')).status).toBe(200)
  })
})
