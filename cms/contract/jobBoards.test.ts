import { describe, expect, it } from 'vitest'
import { detectBoard } from './jobBoards'

describe('careers-URL detection', () => {
  it.each([
    ['https://boards.greenhouse.io/acme', { ats: 'greenhouse', token: 'acme' }],
    ['https://job-boards.greenhouse.io/acme/jobs/123', { ats: 'greenhouse', token: 'acme' }],
    ['https://job-boards.eu.greenhouse.io/acme', { ats: 'greenhouse', token: 'acme' }],
    ['https://boards.greenhouse.io/embed/job_board?for=acme', { ats: 'greenhouse', token: 'acme' }],
    ['https://jobs.lever.co/acme', { ats: 'lever', token: 'acme' }],
    ['https://jobs.eu.lever.co/acme/5a1b2c3d-0001/apply', { ats: 'lever', token: 'acme' }],
    ['https://jobs.ashbyhq.com/Acme', { ats: 'ashby', token: 'Acme' }],
    ['https://apply.workable.com/acme/', { ats: 'workable', token: 'acme' }],
    ['  https://apply.workable.com/acme/j/A1B2C3/  ', { ats: 'workable', token: 'acme' }],
  ])('%s', (url, board) => {
    expect(detectBoard(url)).toEqual(board)
  })

  it.each([
    'https://acme.com/careers',
    'https://boards.greenhouse.io/',
    'https://jobs.lever.co',
    'not a url',
    'ftp://jobs.lever.co/acme',
    'https://jobs.lever.co.evil.example/acme',
    'https://jobs.ashbyhq.com/%3Cscript%3E',
  ])('refuses %s', (url) => {
    expect(detectBoard(url)).toBeNull()
  })
})
