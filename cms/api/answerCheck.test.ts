import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { jsonError } from '@cms/lib/http'
import { undeclaredAnswer } from './answerCheck'
import { declare, ok, type Declaration } from './declaration'

const call = declare({
  method: 'GET',
  path: '/api/example/:slug',
  tag: 'Jobs',
  summary: 'An example read.',
  access: 'public',
  params: { slug: 'A slug.' },
  answer: ok(z.object({ name: z.string() })),
  errors: [404],
  handler: () => ({ name: 'x' }),
}) as Declaration

const request = new Request('http://localhost/api/example/x')

describe('the entry checks an answer against its declaration', () => {
  it('keeps to it: the declared success, a declared error in the error shape', async () => {
    expect(await undeclaredAnswer(call, request, Response.json({ name: 'Acme' }))).toBeNull()
    expect(await undeclaredAnswer(call, request, jsonError(404, 'No such example.'))).toBeNull()
    // 503 (time budget) and 400 (the path is checked) follow from the declaration.
    expect(await undeclaredAnswer(call, request, jsonError(503, 'Too slow.'))).toBeNull()
  })

  it('leaves it: a body outside the schema, a status not declared, an error of another shape, a success that is not JSON', async () => {
    expect(await undeclaredAnswer(call, request, Response.json({ name: 42 }))).toMatch(/status 200 body leaves its declared schema: name/)
    expect(await undeclaredAnswer(call, request, jsonError(500, 'Something went wrong.'))).toMatch(/status 500 is not declared/)
    expect(await undeclaredAnswer(call, request, jsonError(409, 'Conflict.'))).toMatch(/status 409 is not declared/)
    expect(await undeclaredAnswer(call, request, Response.json({ error: 'Gone' }, { status: 404 }))).toMatch(/status 404 body leaves its declared schema: message/)
    expect(await undeclaredAnswer(call, request, new Response('<p>hi</p>', { headers: { 'content-type': 'text/html' } }))).toMatch(/not JSON/)
  })

  it("an answer that belongs to no call (unknown path) must still be the error shape", async () => {
    expect(await undeclaredAnswer(null, request, jsonError(404, 'No API endpoint.'))).toBeNull()
    expect(await undeclaredAnswer(null, request, Response.json({ oops: true }, { status: 404 }))).toMatch(/leaves its declared schema/)
  })
})
