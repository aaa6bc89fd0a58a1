import { describe, expect, it } from 'vitest'
import { highlightPassage } from './highlight'

const lexemes = (...words: string[]) => new Set(words)

describe('highlightPassage', () => {
  it('marks every form of a query word, as its stem (the query lexemes as PostgreSQL stems them)', () => {
    expect(highlightPassage('<p>Our engineers love engineering. Join the engine room.</p>', lexemes('engin'))).toBe(
      'Our <mark>engineers</mark> love <mark>engineering</mark>. Join the <mark>engine</mark> room.',
    )
  })

  it('leaves words with digits as they are and matches accented words without their accents', () => {
    expect(highlightPassage('<p>Run K8s clusters for the Développeurs team.</p>', lexemes('k8s', 'developpeur'))).toBe(
      'Run <mark>K8s</mark> clusters for the <mark>Développeurs</mark> team.',
    )
  })

  it('escapes the text: stored entities are decoded once, tags dropped, <mark> is the only tag', () => {
    expect(highlightPassage('<p>Ship <b>fast</b> with React &amp; TypeScript &lt;script&gt;</p>', lexemes('react', 'typescript'))).toBe(
      'Ship fast with <mark>React</mark> &amp; <mark>TypeScript</mark> &lt;script&gt;',
    )
  })

  it('is the window of 28 words holding the most different query words, a few words of context before the first', () => {
    const filler = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ')
    const passage = highlightPassage(`<p>${filler(40)} python here. ${filler(40)} python and django together ${filler(40)}</p>`, lexemes('python', 'django'))!
    expect(passage.startsWith('w34 w35 w36 w37 w38 w39 <mark>python</mark> and <mark>django</mark> together w0')).toBe(true)
    expect(passage.split(' ')).toHaveLength(28)
  })

  it('is absent when no word of the description matches (the job matched elsewhere)', () => {
    expect(highlightPassage('<p>We are a distributed company</p>', lexemes('python'))).toBeUndefined()
    expect(highlightPassage('<p>Python</p>', lexemes())).toBeUndefined()
  })
})
