import { describe, expect, it } from 'vitest'
import { SqlParams, unnestRows } from './sqlBuilder'

describe('SqlParams', () => {
  it('numbers placeholders in the order values are added', () => {
    const params = new SqlParams()
    expect([params.add('a'), params.add(2), params.add(null)]).toEqual(['$1', '$2', '$3'])
    expect(params.values).toEqual(['a', 2, null])
  })
})

describe('unnestRows', () => {
  const rows = [
    { name: 'Ada', age: 36 },
    { name: 'Alan', age: 41 },
  ]
  const columns = [
    { name: 'name', type: 'text', value: (r: (typeof rows)[number]) => r.name },
    { name: 'age', type: 'int', value: (r: (typeof rows)[number]) => r.age },
  ]

  it('sends one typed array per column, named by the alias', () => {
    const params = new SqlParams()
    expect(unnestRows(params, rows, columns)).toBe('unnest($1::text[], $2::int[]) AS v(name, age)')
    expect(params.values).toEqual([
      ['Ada', 'Alan'],
      [36, 41],
    ])
  })

  it('continues after values already added, under another alias', () => {
    const params = new SqlParams()
    params.add('source')
    expect(unnestRows(params, rows, columns, 't')).toBe('unnest($2::text[], $3::int[]) AS t(name, age)')
    expect(params.values[0]).toBe('source')
  })
})
