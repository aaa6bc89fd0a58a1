import { beforeAll, describe, expect, it } from 'vitest'
import { jobListResponseSchema } from '@cms/contract/jobs'
import { normaliseWords } from '@cms/domain/jobs/search/parseQuery'
import { poolOf } from '@cms/lib/sql'
import { apiRequest, getTestPayload } from './helpers'
import { createInternalJob } from '../support/internalJob'
import { served } from '../support/servedApi'

const { GET: search } = served('/api/search')

/** This file's jobs sit in a category of their own, so a one-word search can be asked within it alone. */
const token = `zsym${Date.now().toString(36)}`
const categorySlug = `sym-${token}`

beforeAll(async () => {
  const payload = await getTestPayload()
  const company = await payload.create({ collection: 'companies', data: { name: `Sym ${token}`, slug: `sym-${token}` }, overrideAccess: true })
  const category = await payload.create({ collection: 'categories', data: { name: `Sym ${token}`, slug: categorySlug }, overrideAccess: true })
  const jobs = { csharp: 'Senior C# / .NET developer', cpp: 'C++ engineer', plain: 'Backend developer' }
  for (const [key, title] of Object.entries(jobs)) {
    await createInternalJob(payload, { token, key, company: company.id, category: category.id }, { title, description: '<p>Embedded systems, mostly.</p>' })
  }
})

async function titlesFound(q: string): Promise<string[]> {
  const response = await search(apiRequest(`/api/search?${new URLSearchParams({ q, category: categorySlug })}`), {} as never)
  expect(response.status).toBe(200)
  const answer = jobListResponseSchema.parse(await response.json())
  return answer.jobs.map((job) => job.title).sort()
}

describe('names made of symbols are words', () => {
  it('C# and .NET find the C# job; C++ finds the C++ job; a lone c finds neither', async () => {
    expect(await titlesFound('C#')).toEqual(['Senior C# / .NET developer'])
    expect(await titlesFound('.net')).toEqual(['Senior C# / .NET developer'])
    expect(await titlesFound('dotnet')).toEqual(['Senior C# / .NET developer'])
    expect(await titlesFound('c++')).toEqual(['C++ engineer'])
    expect(await titlesFound('cpp')).toEqual(['C++ engineer'])
    expect(await titlesFound('c')).toEqual([])
    expect(await titlesFound('c# developer')).toEqual(['Senior C# / .NET developer'])
  })

  it('the database cuts documents into the same words as queries are cut', async () => {
    const pool = poolOf(await getTestPayload())
    const samples = ['Senior C# / .NET developer', 'C++17, F# and ASP.NET Core', 'VB.NET (legacy)', 'example.net and cnet', 'c+ c# c++', 'Développeur .Net']
    for (const sample of samples) {
      const { rows } = await pool.query<{ text: string }>('SELECT lower(job_search_text($1)) AS text', [sample])
      expect(rows[0]!.text.split(' ').filter(Boolean), sample).toEqual(normaliseWords(sample))
    }
  })
})
