import { describe, expect, it } from 'vitest'
import { answerApi } from '@cms/api/answerApi'
import { API_CALLS } from '@cms/api/calls'
import { isSessionAccess } from '@cms/api/declaration'
import { ACCESS_MESSAGES } from '@cms/api/prepareCall'
import { TEST_ORIGIN } from './helpers'

const CONTENT_TYPES = { json: 'application/json', form: 'application/x-www-form-urlencoded', multipart: 'multipart/form-data; boundary=x', any: 'application/json' } as const

/** Every call whose declaration asks for a session, as a signed-out visitor would send it: from our own page, in the call's body format. */
const sessionCalls = API_CALLS.filter((call) => isSessionAccess(call.access))

describe('a call declared for a session answers a signed-out visitor 401, whatever it is sent', () => {
  it.each(sessionCalls.map((call) => [`${call.method} ${call.path}`, call] as const))('%s', async (_name, call) => {
    const url = new URL(call.path.replace(/:\w+/g, '1'), TEST_ORIGIN)
    const headers = new Headers({ origin: TEST_ORIGIN, 'x-nomad-client': '10.31.0.1' })
    const sendsBody = !['GET', 'HEAD', 'DELETE'].includes(call.method)
    if (sendsBody) headers.set('content-type', CONTENT_TYPES[call.policy.body])
    const response = await answerApi(new Request(url, { method: call.method, headers, body: sendsBody ? '{}' : undefined }))
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ message: ACCESS_MESSAGES.signedOut })
  })

  it('there are such calls to check', () => {
    expect(sessionCalls.length).toBeGreaterThan(10)
  })
})
