import { describe, expect, it } from 'vitest'
import { DEFAULT_POLICY } from './policy'
import type { Method, Route } from './route'
import { createRouter } from './router'

const answer = (name: string) => () => new Response(name)
const route = (method: Method, path: string): Route => ({ method, path, handler: answer(`${method} ${path}`), policy: DEFAULT_POLICY })

const match = createRouter([
  route('GET', '/api/alerts'),
  route('POST', '/api/alerts'),
  route('POST', '/api/alerts/confirm'),
  route('PATCH', '/api/alerts/:id'),
  route('GET', '/api/files/:file'),
  route('HEAD', '/api/files/:file'),
])

describe('the router of the declarations', () => {
  it('prefers a fixed path over a :name segment', () => {
    const found = match('POST', '/api/alerts/confirm')
    expect(found.kind === 'route' && found.route.path).toBe('/api/alerts/confirm')
  })

  it('hands a :name segment to the handler decoded', () => {
    expect(match('PATCH', '/api/alerts/7%20x')).toMatchObject({ kind: 'route', params: { id: '7 x' } })
  })

  it('tells an unknown path from a known path with another method', () => {
    expect(match('GET', '/api/nothing')).toEqual({ kind: 'none' })
    expect(match('GET', '/api/alerts/')).toEqual({ kind: 'none' })
    expect(match('DELETE', '/api/alerts')).toMatchObject({ kind: 'method', allow: ['GET', 'POST'] })
  })

  it('answers HEAD with the GET route unless the table has a HEAD route of its own', () => {
    const head = match('HEAD', '/api/alerts')
    expect(head.kind === 'route' && head.route.method).toBe('GET')
    const own = match('HEAD', '/api/files/a.pdf')
    expect(own.kind === 'route' && own.route.method).toBe('HEAD')
  })

  it('calls a bad percent-escape in a segment malformed', () => {
    expect(match('PATCH', '/api/alerts/%E0%A4%A')).toEqual({ kind: 'malformed' })
  })

  it('refuses a route listed twice', () => {
    expect(() => createRouter([route('GET', '/api/x'), route('GET', '/api/x')])).toThrow(/twice/)
  })
})
