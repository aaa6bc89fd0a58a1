import type { Field, TextFieldSingleValidation } from 'payload'
import { describe, expect, it } from 'vitest'
import { AffiliateLinks } from '@collections/AffiliateLinks'
import { Companies } from '@collections/Companies'
import { ContactMessages } from '@collections/ContactMessages'
import { JobPosts } from '@collections/JobPosts'
import { JobReports } from '@collections/JobReports'
import { Jobs } from '@collections/Jobs'
import { Subscribers } from '@collections/Subscribers'
import { ToolkitTools } from '@collections/ToolkitTools'
import { Users } from '@collections/Users'
import { registerBodySchema, updateProfileBodySchema } from './accounts'
import { companyProfileFieldsSchema } from './companyClaims'
import { contactRequestSchema } from './contact'
import { jobPostFieldsSchema } from './jobPosts'
import { httpUrlOrNull, isHttpAddress, isWebAddress, logoUrlOrNull, WEB_ADDRESS_MAX } from './links'
import { subscribeRequestSchema } from './newsletter'
import { reportJobRequestSchema } from './reports'

/** A collection's field by its path ("company.website"), through rows, collapsibles and named groups. */
function fieldAt(fields: Field[], path: string): Field {
  const [name, ...rest] = path.split('.')
  for (const field of fields) {
    if ('name' in field && field.name === name) {
      if (rest.length === 0) return field
      if ('fields' in field) return fieldAt(field.fields, rest.join('.'))
    } else if (!('name' in field) && 'fields' in field) {
      const found = findIn(field.fields, path)
      if (found) return found
    } else if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        const found = findIn(tab.fields, path)
        if (found) return found
      }
    }
  }
  throw new Error(`no field ${path}`)
}
const findIn = (fields: Field[], path: string): Field | undefined => {
  try {
    return fieldAt(fields, path)
  } catch {
    return undefined
  }
}

/** What the field's own `validate` says of a value (true, or its message), as Payload runs it on every write. */
const storedAccepts = (field: Field, value: string) => {
  const validate = (field as { validate?: TextFieldSingleValidation }).validate
  if (!validate) throw new Error(`${'name' in field ? field.name : 'field'} has no validate`)
  return validate(value, {} as never) === true
}

const host = 'https://example.com/'
/** An address, whether a person may type it (isWebAddress) and whether the server may store it as a logo (isHttpAddress). */
const URL_EDGE_CASES: [string, typed: boolean, logo: boolean][] = [
  ['https://example.com', true, true],
  ['http://example.com/path?q=1#top', true, true],
  ['HTTPS://EXAMPLE.COM/', true, true],
  ['https://sub.example.co.uk/a/b', true, true],
  ['https://example.com.', true, true],
  ['https://exämple.com/', true, true],
  ['https://xn--exmple-cua.com/', true, true],
  ['https://example.com:8443/x', true, true],
  ['https://user:pass@example.com/', true, true],
  ['http://127.0.0.1:4000/apply', true, true],
  ['https://example.com/a%20b', true, true],
  [' https://example.com/ ', true, true],
  // A host without a dot is a slip when typed; the server writes one for an uploaded logo on SITE_URL in development.
  ['https://acme', false, true],
  ['https://acme/careers', false, true],
  ['http://localhost/apply', false, true],
  ['http://localhost:3000/media/logo.png', false, true],
  ['https://.com/', false, true],
  ['https://a..com/', false, true],
  ['https://example.com/a b', false, false],
  ['https://exa mple.com/', false, false],
  ['javascript:alert(1)', false, false],
  ['JaVaScRiPt:alert(1)', false, false],
  ['data:text/html,<script>alert(1)</script>', false, false],
  ['ftp://example.com/file', false, false],
  ['mailto:jobs@example.com', false, false],
  ['http:example.com', false, false],
  ['https:/example.com', false, false],
  ['https://', false, false],
  ['https:///path', false, false],
  ['https://?q=1', false, false],
  ['//example.com/', false, false],
  ['/apply', false, false],
  ['example.com', false, false],
  ['www.example.com', false, false],
  ['https://exa<mple.com/', false, false],
  [host + 'a'.repeat(WEB_ADDRESS_MAX - host.length), true, true],
  [host + 'a'.repeat(WEB_ADDRESS_MAX - host.length + 1), false, false],
]

/** Each call's link field, as the entry checks it (an empty value aside: each is optional). */
const CALL_URL_FIELDS: Record<string, (value: string) => boolean> = {
  'job post company website': (value) => jobPostFieldsSchema.shape.company.shape.website.safeParse(value).success,
  'job post apply link': (value) => jobPostFieldsSchema.shape.applyUrl.safeParse(value).success,
  'company profile website': (value) => companyProfileFieldsSchema.shape.website.safeParse(value).success,
  'company profile LinkedIn': (value) => companyProfileFieldsSchema.shape.linkedin.safeParse(value).success,
  'company profile X': (value) => companyProfileFieldsSchema.shape.x.safeParse(value).success,
  'ingested apply links and websites (httpUrlOrNull)': (value) => httpUrlOrNull(value) !== null,
}

/** Each collection field that stores a link a person types; the trimmed value is what the calls hand it. */
const STORED_URL_FIELDS: Record<string, Field> = {
  'job-posts company.website': fieldAt(JobPosts.fields, 'company.website'),
  'job-posts applyUrl': fieldAt(JobPosts.fields, 'applyUrl'),
  'jobs applyUrl': fieldAt(Jobs.fields, 'applyUrl'),
  'companies website': fieldAt(Companies.fields, 'website'),
  'companies links.linkedin': fieldAt(Companies.fields, 'links.linkedin'),
  'companies links.x': fieldAt(Companies.fields, 'links.x'),
  'affiliate-links affiliateUrl': fieldAt(AffiliateLinks.fields, 'affiliateUrl'),
  'toolkit-tools url': fieldAt(ToolkitTools.fields, 'url'),
}

describe('one web-address rule: every call takes exactly the links the collections store', () => {
  it.each(URL_EDGE_CASES)('%s', (value, typed) => {
    expect(isWebAddress(value.trim()), 'the rule').toBe(typed)
    for (const [field, accepts] of Object.entries(CALL_URL_FIELDS)) expect(accepts(value), field).toBe(typed)
    for (const [field, config] of Object.entries(STORED_URL_FIELDS)) expect(storedAccepts(config, value.trim()), field).toBe(typed)
  })
})

describe('a logo the server writes: any http(s) host, the same refusals otherwise', () => {
  it.each(URL_EDGE_CASES)('%s', (value, _, logo) => {
    expect(isHttpAddress(value.trim()), 'the rule').toBe(logo)
    expect(logoUrlOrNull(value) !== null, 'ingested logos (logoUrlOrNull)').toBe(logo)
    expect(storedAccepts(fieldAt(Companies.fields, 'logo'), value.trim()), 'companies logo').toBe(logo)
  })
})

/** A string schema of the contract and the collection field that stores what it takes. */
const LENGTH_PAIRS: [string, { safeParse: (value: unknown) => { success: boolean } }, Field][] = [
  ['job post title', jobPostFieldsSchema.shape.title, fieldAt(JobPosts.fields, 'title')],
  ['job post company name', jobPostFieldsSchema.shape.company.shape.name, fieldAt(JobPosts.fields, 'company.name')],
  ['job post who may apply', jobPostFieldsSchema.shape.locationText, fieldAt(JobPosts.fields, 'locationText')],
  ['company description', companyProfileFieldsSchema.shape.description, fieldAt(Companies.fields, 'description')],
  ['contact name', contactRequestSchema.shape.name, fieldAt(ContactMessages.fields, 'name')],
  ['contact message', contactRequestSchema.shape.message, fieldAt(ContactMessages.fields, 'message')],
  ['job report details', reportJobRequestSchema.shape.details, fieldAt(JobReports.fields, 'details')],
  ['newsletter name', subscribeRequestSchema.shape.name, fieldAt(Subscribers.fields, 'name')],
  ['newsletter source', subscribeRequestSchema.shape.source, fieldAt(Subscribers.fields, 'source')],
  ['register username', registerBodySchema.shape.username, fieldAt(Users.fields, 'username')],
  ['register full name', registerBodySchema.shape.fullName, fieldAt(Users.fields, 'fullName')],
  ['register location', registerBodySchema.shape.location, fieldAt(Users.fields, 'location')],
  ['profile full name', updateProfileBodySchema.shape.fullName, fieldAt(Users.fields, 'fullName')],
  ['profile location', updateProfileBodySchema.shape.location, fieldAt(Users.fields, 'location')],
]

describe('one length per field: each call takes at most what its collection field stores', () => {
  it.each(LENGTH_PAIRS)('%s', (_, schema, field) => {
    const maxLength = (field as { maxLength?: number }).maxLength
    expect(maxLength, 'the collection field’s maxLength').toBeTypeOf('number')
    expect(schema.safeParse('a'.repeat(maxLength!)).success, 'the longest value the field stores').toBe(true)
    expect(schema.safeParse('a'.repeat(maxLength! + 1)).success, 'one character more').toBe(false)
  })
})
