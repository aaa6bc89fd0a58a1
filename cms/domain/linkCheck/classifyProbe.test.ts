import { describe, expect, it } from 'vitest'
import { judgeProbe, type Probe } from './classifyProbe'

const JOB = 'https://boards.example.com/acme/jobs/4815162342'
const answered = (status: number, finalUrl = JOB, headers: Record<string, string> = {}): Probe => ({ kind: 'answered', status, finalUrl, headers })

describe('judgeProbe', () => {
  it('calls 2xx on the same posting live', () => {
    expect(judgeProbe(JOB, answered(200)).verdict).toBe('live')
    expect(judgeProbe(JOB, answered(200, `${JOB}?utm=x`)).verdict).toBe('live')
  })

  it('calls 404 and 410 dead', () => {
    expect(judgeProbe(JOB, answered(404))).toEqual({ verdict: 'dead', reason: '404' })
    expect(judgeProbe(JOB, answered(410)).verdict).toBe('dead')
  })

  it('never calls 401, 403, 429, 5xx or a bot wall dead', () => {
    for (const status of [401, 403, 429, 500, 502, 503]) expect(judgeProbe(JOB, answered(status)).verdict).toBe('unknown')
    expect(judgeProbe(JOB, answered(200, JOB, { 'cf-mitigated': 'challenge' })).verdict).toBe('unknown')
  })

  it("calls a redirect to the site's root or away from the job dead", () => {
    expect(judgeProbe(JOB, answered(200, 'https://boards.example.com/'))).toEqual({ verdict: 'dead', reason: "redirected to the site's home page" })
    expect(judgeProbe(JOB, answered(200, 'https://boards.example.com/jobs?error=true')).verdict).toBe('dead')
    expect(judgeProbe(JOB, answered(200, 'https://careers.acme.com/en/jobs')).verdict).toBe('dead')
  })

  it('keeps a redirect that still names the job live', () => {
    expect(judgeProbe(JOB, answered(200, 'https://job-boards.example.com/acme/jobs/4815162342')).verdict).toBe('live')
    expect(judgeProbe('https://acme.com/careers?gh_jid=777', answered(200, 'https://acme.com/careers/777')).verdict).toBe('live')
    // Nothing in a bare careers URL names a job, so following it anywhere is not evidence of a gone posting.
    expect(judgeProbe('https://acme.com/careers', answered(200, 'https://acme.com/')).verdict).toBe('live')
  })

  it('calls a missing host or a refused connection dead, a time-out unknown', () => {
    expect(judgeProbe(JOB, { kind: 'network-error', code: 'ENOTFOUND' }).verdict).toBe('dead')
    expect(judgeProbe(JOB, { kind: 'network-error', code: 'ECONNREFUSED' }).verdict).toBe('dead')
    expect(judgeProbe(JOB, { kind: 'network-error', code: 'ETIMEDOUT' }).verdict).toBe('unknown')
    expect(judgeProbe(JOB, { kind: 'too-many-redirects', finalUrl: JOB }).verdict).toBe('unknown')
  })

  it('calls a link into a private network dead without connecting', () => {
    expect(judgeProbe(JOB, { kind: 'blocked-address', address: '10.0.0.1' }).verdict).toBe('dead')
  })
})
