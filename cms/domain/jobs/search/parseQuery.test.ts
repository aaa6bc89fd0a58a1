import { describe, expect, it } from 'vitest'
import { correctedText } from './correctTypos'
import { parseQuery } from './parseQuery'

const typed = (q: string) => parseQuery(q).clauses.map((clause) => clause.map((t) => t.typed))

describe('parseQuery', () => {
  it('drops filler words', () => {
    expect(typed('python jobs')).toEqual([['python']])
    expect(typed('remote designer position')).toEqual([['designer']])
    expect(typed('virtual assistant work from home')).toEqual([['virtual assistant']])
    expect(typed('remote jobs')).toEqual([])
  })

  it('keeps names made of symbols as words: C#, C++, F#, .NET (ASP.NET too), never a lone c', () => {
    expect(typed('C# developer')).toEqual([['csharp'], ['developer']])
    expect(typed('c++')).toEqual([['cplusplus']])
    expect(typed('F# .NET')).toEqual([['fsharp'], ['dotnet']])
    expect(typed('ASP.NET')).toEqual([['asp'], ['dotnet']])
    expect(typed('example.net')).toEqual([['example'], ['net']])
    expect(parseQuery('dotnet').clauses[0]![0]!.spellings).toEqual(['dotnet', 'dot net'])
  })

  it('reads quotes, OR and minus as websearch_to_tsquery does', () => {
    expect(parseQuery('react -native')).toMatchObject({ clauses: [[{ typed: 'react' }]], excluded: [{ typed: 'native' }] })
    expect(typed('python OR go')).toEqual([['python', 'go']])
    expect(typed('python or go developer')).toEqual([['python', 'go'], ['developer']])
    expect(parseQuery('"product designer"').clauses).toEqual([[{ typed: 'product designer', spellings: ['product designer'], quoted: true }]])
    expect(parseQuery('designer -"ux researcher"').excluded).toEqual([{ typed: 'ux researcher', spellings: ['ux researcher'], quoted: true }])
  })

  it('widens dictionary phrases to their group, the typed spelling first', () => {
    expect(parseQuery('k8s').clauses[0]![0]!.spellings).toEqual(['k8s', 'kubernetes'])
    expect(parseQuery('front end developer').clauses.map((c) => c[0]!.spellings)).toEqual([
      ['front end', 'frontend'],
      ['developer', 'engineer'],
    ])
    expect(parseQuery('Node.js').clauses[0]![0]!.spellings).toEqual(['node js', 'nodejs', 'node'])
    // One-way: 'dev' finds engineers, 'engineer' does not find every 'dev'.
    expect(parseQuery('react dev').clauses[1]![0]!.spellings).toEqual(['dev', 'developer', 'engineer'])
    expect(parseQuery('engineer').clauses[0]![0]!.spellings).toEqual(['engineer', 'developer'])
  })

  it('reads job-title abbreviations one way: the abbreviation finds the title, the title keeps its own meaning', () => {
    expect(parseQuery('CSM').clauses[0]![0]!.spellings).toEqual(['csm', 'customer success manager'])
    expect(parseQuery('EA').clauses[0]![0]!.spellings).toEqual(['ea', 'executive assistant'])
    expect(parseQuery('account executive').clauses.map((c) => c[0]!.typed)).toEqual(['account', 'executive'])
  })
  it('turns level words into the experience filter', () => {
    expect(parseQuery('senior react developer')).toMatchObject({ levels: ['senior'], clauses: [[{ typed: 'react' }], [{ typed: 'developer' }]] })
    expect(parseQuery('entry level marketing')).toMatchObject({ levels: ['entry'], clauses: [[{ typed: 'marketing' }]] })
    expect(parseQuery('sr. backend engineer').levels).toEqual(['senior'])
  })

  it("reads only its own words: 'constructor' (a plain object's inherited key) is a word like any other", () => {
    expect(parseQuery('constructor developer')).toMatchObject({ levels: [], clauses: [[{ typed: 'constructor' }], [{ typed: 'developer' }]] })
  })

  it('removes accents and cuts words as the stored documents are cut', () => {
    expect(typed('Développeur Full-Stack')).toEqual([['developpeur'], ['full stack']])
  })
})

describe('correctedText', () => {
  it('replaces the corrected words and keeps the rest as typed', () => {
    expect(correctedText('Senior Pyhton jobs', new Map([['pyhton', 'python']]))).toBe('Senior python jobs')
  })
})
