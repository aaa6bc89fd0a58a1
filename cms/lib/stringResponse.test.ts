import { describe, expect, it } from 'vitest'
import { jsonResponse, textResponse, unreadBody } from './stringResponse'

describe('jsonResponse and textResponse', () => {
  it('answer as Response.json does, and are Responses', async () => {
    const ours = jsonResponse({ status: 'live' }, { status: 201 })
    const native = Response.json({ status: 'live' }, { status: 201 })
    expect(ours).toBeInstanceOf(Response)
    expect([ours.status, ours.ok, ours.statusText, ours.headers.get('content-type')]).toEqual([native.status, native.ok, native.statusText, native.headers.get('content-type')])
    expect(unreadBody(ours)).toBe('{"status":"live"}')
    expect(await ours.json()).toEqual(await native.json())
    expect(ours.bodyUsed).toBe(true)
    expect(unreadBody(ours)).toBeUndefined()
    await expect(ours.text()).rejects.toThrow(TypeError)
  })

  it('keep headers set before the body is read, in the order and with the rules of Headers', async () => {
    const ours = textResponse('x', { headers: { 'Content-Type': 'text/plain', 'X-B': ' b ' } })
    const native = new Response('x', { headers: { 'Content-Type': 'text/plain', 'X-B': ' b ' } })
    for (const response of [ours, native]) {
      response.headers.set('Access-Control-Allow-Origin', '*')
      response.headers.set('x-b', 'again')
    }
    const entries = (response: Response) => {
      const seen: [string, string][] = []
      response.headers.forEach((value, name) => seen.push([name, value]))
      return seen
    }
    expect(entries(ours)).toEqual(entries(native))
    expect(() => ours.headers.set('bad name', 'x')).toThrow(TypeError)
    expect(() => ours.headers.set('x-c', 'a\nb')).toThrow(TypeError)
    expect(ours.clone().headers.get('access-control-allow-origin')).toBe('*')
    expect(await ours.text()).toBe('x')
  })

  it('hand cookies, repeated names and anything else to a real Headers', () => {
    const ours = jsonResponse({}, { headers: [['X-A', '1'], ['x-a', '2']] })
    expect(ours.headers.get('x-a')).toBe('1, 2')
    const cookies = textResponse('')
    cookies.headers.set('Content-Type', 'text/plain')
    cookies.headers.append('Set-Cookie', 'a=1')
    cookies.headers.append('Set-Cookie', 'b=2')
    expect(cookies.headers.getSetCookie()).toEqual(['a=1', 'b=2'])
    expect([...cookies.headers.keys()]).toEqual(['content-type', 'set-cookie', 'set-cookie'])
    expect(unreadBody(cookies)).toBe('')
  })
})
