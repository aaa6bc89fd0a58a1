import { describe, expect, it } from 'vitest'
import { normalizedUrl, pathAndSearch } from './requestTarget'

const parsed = (url: string) => {
  const { pathname, search } = new URL(url)
  return { pathname, search }
}

describe('pathAndSearch and normalizedUrl', () => {
  it.each([
    'http://localhost:3000/api/live',
    'https://jobs.example.com/api/search?q=developer&page=2',
    'http://localhost:3000/api/jobs?',
    'http://localhost:3000/api/jobs?a=1?b=2',
    'http://localhost:3000/api/./live',
    'http://localhost:3000/api/x/../live',
    'http://localhost:3000/api/%2E%2E/live',
    'http://localhost:3000/api/%2e/live',
    'http://localhost:3000/api/live#top',
    "http://localhost:3000/api/search?q=it's",
    'http://localhost:3000/api/search?q=a b',
    'http://localhost:3000/api/search?q="x"',
    'http://localhost:3000/api/caf\u00e9',
    'http://localhost:3000/api\\live',
    'http://localhost:3000/api/{x}',
    'http://localhost:3000/api/blog/post/%00',
    'http://localhost:3000/api/jobs/%C0%AE',
    'http://localhost:3000/api/.well-known',
    'http://localhost:3000',
    'HTTP://LOCALHOST:80/api/live',
    'https://jobs.example.com:443/api/live?',
  ])('%s is cut and written as the URL parser does', (url) => {
    expect(pathAndSearch(url)).toEqual(parsed(url))
    for (let twice = 0; twice < 2; twice++) expect(normalizedUrl(url)).toBe(new URL(url).href)
  })

  it('agrees with the URL parser on random paths and queries', () => {
    const pieces = [...'aZ09-._~!$&\'()*+,;=:@/?%#[]{}"<> \\^`|\u00e9', '%2e', '%2E', '%41', '..', '.', '/.', '/..']
    let seed = 25
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    for (let run = 0; run < 5000; run++) {
      const rest = Array.from({ length: Math.floor(next() * 30) }, () => pieces[Math.floor(next() * pieces.length)]).join('')
      const url = `http://localhost:3000/${rest}`
      expect(pathAndSearch(url), url).toEqual(parsed(url))
      expect(normalizedUrl(url), url).toBe(new URL(url).href)
    }
  })
})
