import { describe, expect, it } from 'vitest'
import { handler, HttpError } from './http'

const answerThrowing = (error: unknown): Response =>
  handler((): Response => {
    throw error
  })(new Request('http://localhost/api/example'), {})

describe('an expected failure as its answer', () => {
  it('says when to try again in the Retry-After header too, when its body does', async () => {
    const answer = await answerThrowing(new HttpError(503, 'Busy.', { retryAfter: 2 }))
    expect(answer.status).toBe(503)
    expect(answer.headers.get('retry-after')).toBe('2')
    expect(await answer.json()).toMatchObject({ message: 'Busy.', retryAfter: 2 })
  })

  it('adds no Retry-After without one', async () => {
    const answer = await answerThrowing(new HttpError(400, 'Bad.'))
    expect(answer.headers.get('retry-after')).toBeNull()
  })
})
