import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@web/lib/apiClient'
import { stubFetch } from '@web/test/stubFetch'
import { serverMessage, subscribe } from './subscribe'

const answer = (status: number, body: unknown) => stubFetch(() => Response.json(body, { status }))

describe('newsletter subscribe call', () => {
  it('posts the request to /api/newsletter/subscribe and resolves on success', async () => {
    const fetchMock = answer(200, { success: true, message: 'Thanks' })
    await expect(subscribe({ email: 'a@b.example', source: 'footer' })).resolves.toEqual({ success: true, message: 'Thanks' })
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/newsletter/subscribe')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'a@b.example', source: 'footer' })
  })

  it("treats success false as an error with the server's message, or 'Failed to subscribe'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    answer(200, { success: false, message: 'No thanks' })
    const refused = await subscribe({ email: 'a@b.example' }).catch((e: unknown) => e)
    expect(serverMessage(refused)).toBe('No thanks')
    answer(200, { success: false })
    expect(serverMessage(await subscribe({ email: 'a@b.example' }).catch((e: unknown) => e))).toBe('Failed to subscribe')
  })

  it("reads a 400's message; a network failure or a non-JSON body has none (the toast falls back)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    answer(400, { success: false, message: 'Please enter a valid email address' })
    expect(serverMessage(await subscribe({ email: 'x' }).catch((e: unknown) => e))).toBe('Please enter a valid email address')
    expect(serverMessage(new ApiError(502, '<html>Bad gateway</html>'))).toBeNull()
    expect(serverMessage(new TypeError('Failed to fetch'))).toBeNull()
  })
})
