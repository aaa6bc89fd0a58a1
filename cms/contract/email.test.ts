import { validations } from 'payload'
import { describe, expect, it } from 'vitest'
import { emailBodySchema, registerBodySchema } from './accounts'
import { createAlertRequestSchema } from './alerts'
import { checkoutEmailSchema } from './commerce'
import { contactRequestSchema } from './contact'
import { emailAddress } from './email'
import { createJobPostRequestSchema, jobPostFieldsSchema } from './jobPosts'
import { subscribeRequestSchema } from './newsletter'
import { reportJobRequestSchema } from './reports'

/** Payload's e-mail field's own check, as its Local API runs it on create and update (no collection: the pattern alone). */
const payloadAccepts = (value: string) => validations.email(value, { req: { payload: { config: {} }, t: (key: string) => key }, required: true } as never) === true

const EDGE_CASES = [
  'a@b.co',
  'a@b-.co',
  'a@-b.co',
  'a@b--c.co',
  'first.last+tag@sub.example.co.uk',
  'a..b@example.com',
  'a@example..com',
  '.a@example.com',
  'a.@example.com',
  '"quoted"@example.com',
  'a b@example.com',
  'a@b',
  'a@b.c',
  'a@b.c0',
  'a@1.2.3.4',
  'a@[127.0.0.1]',
  "o'brien@example.ie",
  'x!#$%&*/=?^`{|}~@example.com',
  'ü@example.com',
  'a@exämple.com',
  'A@EXAMPLE.COM',
  'a@@example.com',
  '@example.com',
  'a@',
  'a@_b.com',
]

/** Each call's e-mail field, as the entry checks it. */
const CALL_FIELDS: Record<string, (address: string) => boolean> = {
  'auth e-mail': (email) => emailBodySchema.safeParse({ email }).success,
  register: (email) => registerBodySchema.shape.email.safeParse(email).success,
  contact: (email) => contactRequestSchema.shape.email.safeParse(email).success,
  newsletter: (email) => subscribeRequestSchema.shape.email.safeParse(email).success,
  alerts: (email) => createAlertRequestSchema.shape.email.safeParse(email).success,
  checkout: (email) => checkoutEmailSchema.safeParse(email).success,
  'job report': (email) => reportJobRequestSchema.shape.email.safeParse(email).success,
  'job post apply e-mail': (email) => jobPostFieldsSchema.shape.applyEmail.safeParse(email).success,
  'job post contact e-mail': (email) => !createJobPostRequestSchema.safeParse({ contactEmail: email }).error!.issues.some((issue) => issue.path[0] === 'contactEmail'),
}

describe('one e-mail rule: the contract takes exactly what Payload’s e-mail field stores', () => {
  it.each(EDGE_CASES)('%s', (address) => {
    const payload = payloadAccepts(address)
    expect(emailAddress('Bad e-mail').safeParse(address).success, 'the contract’s rule').toBe(payload)
    for (const [field, accepts] of Object.entries(CALL_FIELDS)) expect(accepts(address), field).toBe(payload)
  })

  it('refuses a domain label ending in a hyphen with the field’s own message', () => {
    expect(contactRequestSchema.shape.email.safeParse('a@b-.co').error?.issues[0]?.message).toBe('Please enter a valid email address.')
    const post = createJobPostRequestSchema.safeParse({ contactEmail: 'a@b-.co', applyEmail: 'a@b-.co' })
    expect(post.error?.issues.filter((issue) => issue.path[0] === 'contactEmail' || issue.path[0] === 'applyEmail').length).toBe(2)
  })
})
