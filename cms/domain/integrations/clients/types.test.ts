import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { externalIdOf, issueReason, parseItem, probe } from './types'

const schema = z.object({ id: z.number(), title: z.string() })

describe('externalIdOf', () => {
  it('reads a string or number id as a string', () => {
    expect(externalIdOf({ id: 42 }, 'id')).toBe('42')
    expect(externalIdOf({ job_id: 'a1' }, 'job_id')).toBe('a1')
  })

  it('is undefined for a missing key, another type, or no object', () => {
    expect(externalIdOf({ other: 1 }, 'id')).toBeUndefined()
    expect(externalIdOf({ id: { nested: 1 } }, 'id')).toBeUndefined()
    expect(externalIdOf(null, 'id')).toBeUndefined()
    expect(externalIdOf('42', 'id')).toBeUndefined()
  })
})

describe('issueReason', () => {
  it('names the path of the first issue', () => {
    expect(issueReason({ issues: [{ path: ['company', 'name'], message: 'Required' }, { path: ['x'], message: 'later' }] })).toBe('company.name: Required')
  })

  it('gives the bare message for the item itself, and a default without issues', () => {
    expect(issueReason({ issues: [{ path: [], message: 'Expected object' }] })).toBe('Expected object')
    expect(issueReason({ issues: [] })).toBe('invalid item')
  })
})

describe('parseItem', () => {
  it('gives the parsed item', () => {
    expect(parseItem(schema, { id: 1, title: 'Dev' }, 'id')).toEqual({ item: { id: 1, title: 'Dev' } })
  })

  it('gives a skip with the first problem and the raw id when it can be read', () => {
    const result = parseItem(schema, { id: 7 }, 'id')
    expect(result).toMatchObject({ skip: expect.stringMatching(/^title: /), externalId: '7' })
    expect(parseItem(schema, 'nonsense', 'id')).toMatchObject({ externalId: undefined })
  })
})

describe('probe', () => {
  it('is available only when the request succeeds with the expected shape', async () => {
    expect(await probe(async () => [1], Array.isArray)).toBe('available')
    expect(await probe(async () => ({}), Array.isArray)).toBe('unavailable')
    expect(await probe(async () => Promise.reject(new Error('down')), Array.isArray)).toBe('unavailable')
  })
})
