import { describe, expect, expectTypeOf, it } from 'vitest'
import type { SessionUser } from '@cms/contract/accounts'
import { answerByPath, sentRequests, stubFetch } from '@web/test/stubFetch'
import { apiCall, apiCallOrNullOn401, apiQueryOptions, apiUrl, mapAnswer, type ApiAnswer } from './client'

const user = { id: 7, email: 'ada@example.com' } as SessionUser

describe('the typed client', () => {
  it('fills the path segments (encoded) and writes the query without empty values', () => {
    expect(apiUrl('getBlogPostSlug', { params: { slug: 'a b/c' }, query: { preview: undefined } })).toBe('/api/blog/post/a%20b%2Fc')
    expect(apiUrl('getBlogPostSlug', { params: { slug: 'packing' }, query: { preview: 'tok en' } })).toBe('/api/blog/post/packing?preview=tok+en')
    expect(apiUrl('getJobs', { query: '?sort=newest&page=2' })).toBe('/api/jobs?sort=newest&page=2')
    expect(apiUrl('getAuthSession')).toBe('/api/auth/session')
  })

  it('sends a declared call with its method and JSON body', async () => {
    const fetchMock = stubFetch(answerByPath({ 'POST /api/auth/save-job': () => Response.json({ success: true, user }) }))
    await expect(apiCall('postAuthSaveJob', { body: { jobSlug: 'rust-engineer' } })).resolves.toEqual({ success: true, user })
    expect(sentRequests(fetchMock)).toEqual([{ method: 'POST', url: '/api/auth/save-job', body: { jobSlug: 'rust-engineer' } }])
  })

  it("gives a read's query options whose key is the URL its fetch asks", async () => {
    const fetchMock = stubFetch(answerByPath({ 'GET /api/keywords/jobs': () => Response.json({ success: true, jobs: [{ keyword: 'rust', slug: 'rust', count: 3 }] }) }))
    const options = apiQueryOptions('getKeywordsJobs', { query: { limit: 50 } })
    expect(options.queryKey).toEqual(['/api/keywords/jobs?limit=50'])
    const items = mapAnswer(options, (answer) => answer.jobs)
    expect(items.queryKey).toBe(options.queryKey)
    await expect(items.queryFn()).resolves.toEqual([{ keyword: 'rust', slug: 'rust', count: 3 }])
    expect(sentRequests(fetchMock).map((sent) => sent.url)).toEqual(['/api/keywords/jobs?limit=50'])
  })

  it('answers null for a signed-out session check', async () => {
    stubFetch(answerByPath({ 'GET /api/auth/session': () => Response.json({ error: 'unauthorized', message: 'Please sign in first.' }, { status: 401 }) }))
    await expect(apiCallOrNullOn401('getAuthSession')).resolves.toBeNull()
  })

  it('types the input and the answer from the declaration (checked by tsc in `npm run typecheck`)', () => {
    expectTypeOf<ApiAnswer<'getAuthSession'>>().toEqualTypeOf<{ user: SessionUser }>()
    expectTypeOf(apiCall<'postAuthCheckEmail'>).returns.resolves.toEqualTypeOf<{ exists: boolean }>()
    // Never run: each line below must fail to compile, or tsc reports the unused @ts-expect-error.
    const refusedByTsc = () => {
      // @ts-expect-error the declared body is { jobSlug }
      void apiCall('postAuthSaveJob', { body: { slug: 'rust-engineer' } })
      // @ts-expect-error a field the declared body does not have
      void apiCall('postAuthSaveJob', { body: { jobSlug: 'rust-engineer', note: 'x' } })
      // @ts-expect-error the declared body's e-mail is a string
      void apiCall('postNewsletterSubscribe', { body: { email: 42 } })
      // @ts-expect-error a call with a path segment needs it
      void apiCall('getJobsSlug')
      // @ts-expect-error a segment the path does not have
      void apiCall('getJobsSlug', { params: { id: 1 } })
      // @ts-expect-error a call no declaration makes
      void apiCall('getAuthWhoami')
      // @ts-expect-error the session's answer has no `email` beside `user`
      void apiCall('getAuthSession').then((answer) => answer.email)
    }
    expectTypeOf(refusedByTsc).toBeFunction()
  })
})
