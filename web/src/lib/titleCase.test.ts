import { describe, expect, it } from 'vitest'
import { inlineCase, titleCase } from './titleCase'

describe('titleCase', () => {
  it('capitalises words, keeps acronyms upper-case and small words lower-case', () => {
    expect(titleCase('seo')).toBe('SEO')
    expect(titleCase('remote-aws-php-ux-crm-jobs')).toBe('Remote AWS PHP UX CRM Jobs')
    expect(titleCase('remote jobs for beginners')).toBe('Remote Jobs for Beginners')
    expect(titleCase('designer')).toBe('Designer')
    expect(titleCase('for  hire')).toBe('For Hire')
  })
  it('spells names with an inner capital their own way', () => {
    expect(titleCase('typescript')).toBe('TypeScript')
    expect(titleCase('remote-ios-developer')).toBe('Remote iOS Developer')
    expect(titleCase('JAVASCRIPT and graphql')).toBe('JavaScript and GraphQL')
  })
})

describe('inlineCase', () => {
  it('lower-cases a phrase for running text but keeps its acronyms', () => {
    expect(inlineCase('Remote SEO Jobs')).toBe('remote SEO jobs')
    expect(inlineCase('Remote Ux Jobs for Beginners')).toBe('remote UX jobs for beginners')
    expect(inlineCase('Remote TypeScript Jobs')).toBe('remote TypeScript jobs')
  })
})
