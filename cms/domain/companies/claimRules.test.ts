import { describe, expect, it } from 'vitest'
import { COMPANY_CLAIM_MESSAGES } from '@cms/contract/companyClaims'
import { claimDomain, claimRefusal, emailAtDomain } from './claimRules'

const paid = [{ paidAt: '2026-11-01T00:00:00Z', refundedAt: null }] as never
const unpaid = [{ paidAt: null, refundedAt: null }] as never
const refunded = [{ paidAt: '2026-11-01T00:00:00Z', refundedAt: '2026-11-02T00:00:00Z' }] as never
const acme = { name: 'Acme', website: 'https://www.Acme.io/careers' }

describe('emailAtDomain', () => {
  it('takes the domain and its subdomains, in any case, and nothing that merely ends like it', () => {
    expect(emailAtDomain('ana@acme.io', 'acme.io')).toBe(true)
    expect(emailAtDomain('Ana@Jobs.ACME.io', 'acme.io')).toBe(true)
    expect(emailAtDomain('ana@notacme.io', 'acme.io')).toBe(false)
    expect(emailAtDomain('ana@acme.io.evil.example', 'acme.io')).toBe(false)
    expect(emailAtDomain('acme.io@evil.example', 'acme.io')).toBe(false)
  })
})

describe('claimRefusal', () => {
  it('refuses a refunded post, then asks for an approved post (the payment first if a checkout is unfinished), then a website of its own, then the right domain', () => {
    expect(claimRefusal({ payments: refunded, contactEmail: 'ana@acme.io' }, acme)?.message).toBe(COMPANY_CLAIM_MESSAGES.notPaid)
    expect(claimRefusal({ payments: unpaid, contactEmail: 'ana@acme.io' }, null)?.message).toBe(COMPANY_CLAIM_MESSAGES.notPaid)
    expect(claimRefusal({ payments: [], contactEmail: 'ana@acme.io' }, null)?.message).toBe(COMPANY_CLAIM_MESSAGES.notApproved)
    expect(claimRefusal({ payments: paid, contactEmail: 'ana@acme.io' }, null)?.message).toBe(COMPANY_CLAIM_MESSAGES.notApproved)
    expect(claimRefusal({ payments: paid, contactEmail: 'ana@linkedin.com' }, { name: 'Acme', website: 'https://linkedin.com/company/acme' })?.message).toBe(COMPANY_CLAIM_MESSAGES.noWebsite('Acme'))
    expect(claimRefusal({ payments: paid, contactEmail: 'ana@gmail.com' }, acme)).toEqual({ kind: 'forbidden', message: "Your contact e-mail must be at acme.io to manage Acme's profile." })
    expect(claimRefusal({ payments: paid, contactEmail: 'ana@acme.io' }, acme)).toBeNull()
  })

  it('lets the employer of a post staff approved after a free review claim its company, as a paid one', () => {
    expect(claimRefusal({ payments: [], contactEmail: 'ana@acme.io' }, acme)).toBeNull()
    expect(claimRefusal({ payments: [], contactEmail: 'ana@gmail.com' }, acme)?.kind).toBe('forbidden')
    // A later extension's checkout left unfinished takes nothing away.
    expect(claimRefusal({ payments: unpaid, contactEmail: 'ana@acme.io' }, acme)).toBeNull()
  })
})

describe('claimDomain', () => {
  it('keeps the confirmed domain while the website stays at it or a subdomain, and follows a website moved elsewhere', () => {
    const moved = { website: 'https://jobs.acme.io/careers' }
    expect(claimDomain(moved)).toBe('jobs.acme.io')
    expect(claimDomain(moved, 'acme.io')).toBe('acme.io')
    expect(claimRefusal({ payments: paid, contactEmail: 'ana@acme.io' }, { name: 'Acme', ...moved }, 'acme.io')).toBeNull()
    expect(claimDomain({ website: 'https://other.example' }, 'acme.io')).toBe('other.example')
    expect(claimDomain({ website: 'https://github.com/acme' }, 'acme.io')).toBeNull()
  })
})
