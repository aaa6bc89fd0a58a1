import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import { type CollectionSlug, createLocalReq, Forbidden, getAccessResults, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Role } from '../../cms/contract/accounts'
import type { User } from '../../cms/payload-types'
import { samplePng } from '../support/samplePng'
import { createTestUser, getTestPayload } from './helpers'

type Who = Role | 'anonymous'
type Operation = 'create' | 'read' | 'update' | 'delete'
const OPERATIONS: Operation[] = ['create', 'read', 'update', 'delete']

// Who may do what, per collection. "self" = a signed-in person, limited to their own record.
const everyone: Who[] = ['anonymous', 'user', 'editor', 'admin']
const staff: Who[] = ['editor', 'admin']
const admins: Who[] = ['admin']
const signedIn: Who[] = ['user', 'editor', 'admin']
const nobody: Who[] = []

const EXPECTED: Record<string, Record<Operation, Who[]>> = {
  // Content editors write.
  posts: { read: everyone, create: staff, update: staff, delete: staff },
  pages: { read: everyone, create: staff, update: staff, delete: staff },
  'affiliate-links': { read: everyone, create: staff, update: staff, delete: staff },
  'toolkit-tools': { read: everyone, create: staff, update: staff, delete: staff },
  media: { read: everyone, create: staff, update: staff, delete: staff },
  // Public reference data, changed by admins and the ingestion only.
  jobs: { read: everyone, create: admins, update: admins, delete: admins },
  // Editors write what a company page says (each change kept as a version); only admins add or remove companies.
  companies: { read: everyone, create: admins, update: staff, delete: admins },
  categories: { read: everyone, create: admins, update: admins, delete: admins },
  locations: { read: everyone, create: admins, update: admins, delete: admins },
  skills: { read: everyone, create: admins, update: admins, delete: admins },
  // Employers' job posts: only the server creates them (POST /api/job-posts); staff review them.
  'job-posts': { read: staff, create: nobody, update: staff, delete: admins },
  // Employers' claims of their company: only the server writes them; staff read them, admins take one away.
  'company-claims': { read: staff, create: nobody, update: nobody, delete: admins },
  // Accounts: everyone signed in sees and edits only their own record.
  users: { read: signedIn, create: admins, update: signedIn, delete: admins },
  // Business records editors never see.
  orders: { read: admins, create: admins, update: admins, delete: admins },
  subscribers: { read: admins, create: admins, update: admins, delete: admins },
  'download-tokens': { read: admins, create: admins, update: admins, delete: admins },
  'stripe-events': { read: admins, create: admins, update: admins, delete: admins },
  'ingestion-runs': { read: admins, create: admins, update: admins, delete: admins },
  'guide-files': { read: admins, create: admins, update: admins, delete: admins },
}

let payload: Payload
const users = {} as Record<Role, User>

beforeAll(async () => {
  payload = await getTestPayload()
  for (const role of ['user', 'editor', 'admin'] as const) users[role] = { ...(await createTestUser(role)).user, collection: 'users' } as User
})

/** Payload's sanitised permissions shorten "all allowed" to `true` and drop what is denied. */
function allows(entity: unknown, op: string): boolean {
  if (entity === true) return true
  const rule = (entity as Record<string, unknown> | undefined)?.[op]
  return rule === true || (typeof rule === 'object' && rule !== null && (rule as { permission?: boolean }).permission === true)
}

async function permissionsOf(who: Who) {
  const req = await createLocalReq({ user: who === 'anonymous' ? undefined : (users[who] as never) }, payload)
  return getAccessResults({ req })
}

describe('the access matrix: role x collection x operation', () => {
  for (const who of everyone) {
    it(`${who}: every collection, every operation, the integrations setting and the job post tiers`, async () => {
      const permissions = await permissionsOf(who)
      const actual: Record<string, Record<Operation, boolean>> = {}
      const expected: Record<string, Record<Operation, boolean>> = {}
      for (const [slug, rules] of Object.entries(EXPECTED)) {
        const collection = permissions.collections?.[slug as CollectionSlug]
        actual[slug] = Object.fromEntries(OPERATIONS.map((op) => [op, allows(collection, op)])) as Record<Operation, boolean>
        expected[slug] = Object.fromEntries(OPERATIONS.map((op) => [op, rules[op].includes(who)])) as Record<Operation, boolean>
      }
      expect(actual).toEqual(expected)
      const integrations = permissions.globals?.integrations
      expect({ read: allows(integrations, 'read'), update: allows(integrations, 'update') }).toEqual({
        read: who === 'admin',
        update: who === 'admin',
      })
      const tiers = permissions.globals?.['job-post-tiers']
      expect({ read: allows(tiers, 'read'), update: allows(tiers, 'update') }).toEqual({ read: staff.includes(who), update: who === 'admin' })
      // /cms lets staff in; users sign in on the site only.
      expect(Boolean(permissions.canAccessAdmin)).toBe(staff.includes(who))
    })
  }
})

describe('an editor in /cms (Local API with access enforced)', () => {
  const asEditor = () => ({ user: users.editor, overrideAccess: false }) as const

  it('uploads a cover (alt text required), writes a draft, publishes it; drafts stay hidden from visitors', async () => {
    await expect(
      payload.create({ collection: 'media', data: {} as never, file: { data: await samplePng(), mimetype: 'image/png', name: 'no-alt.png', size: 0 }, ...asEditor() }),
    ).rejects.toThrow(/alt/i)
    const cover = await payload.create({
      collection: 'media',
      data: { alt: 'A desk by a window' },
      file: { data: await samplePng(), mimetype: 'image/png', name: 'editor-cover.png', size: 0 },
      ...asEditor(),
    })
    expect(cover.sizes?.card?.filename).toMatch(/\.webp$/)

    const editorConfig = await editorConfigFactory.default({ config: payload.config })
    const slug = `editor-post-${Date.now()}`
    const draft = await payload.create({
      collection: 'posts',
      draft: true,
      data: {
        title: 'Written by an editor',
        slug,
        excerpt: 'Draft first.',
        category: 'remote-work',
        coverImage: cover.id,
        content: convertMarkdownToLexical({ editorConfig, markdown: 'Hello.' }) as never,
        _status: 'draft',
      },
      ...asEditor(),
    })
    const anonymousView = await payload.find({ collection: 'posts', where: { slug: { equals: slug } }, overrideAccess: false })
    expect(anonymousView.docs).toHaveLength(0)

    await payload.update({ collection: 'posts', id: draft.id, data: { _status: 'published' }, ...asEditor() })
    const published = await payload.find({ collection: 'posts', where: { slug: { equals: slug } }, overrideAccess: false })
    expect(published.docs[0]?.publishedAt).toBeTruthy()

    const link = await payload.create({
      collection: 'affiliate-links',
      data: { title: 'Editor pick', affiliateUrl: 'https://example.com/p', platform: 'Amazon' },
      ...asEditor(),
    })
    await payload.delete({ collection: 'affiliate-links', id: link.id, ...asEditor() })
  })

  it('cannot read orders or subscribers, sees only their own user record, and cannot make themselves admin', async () => {
    await expect(payload.find({ collection: 'orders', ...asEditor() })).rejects.toBeInstanceOf(Forbidden)
    await expect(payload.find({ collection: 'subscribers', ...asEditor() })).rejects.toBeInstanceOf(Forbidden)
    await expect(payload.findGlobal({ slug: 'integrations', ...asEditor() })).rejects.toBeInstanceOf(Forbidden)
    const visible = await payload.find({ collection: 'users', ...asEditor() })
    expect(visible.docs.map((u) => u.id)).toEqual([users.editor.id])
    const after = await payload.update({ collection: 'users', id: users.editor.id, data: { role: 'admin' }, ...asEditor() })
    expect(after.role).toBe('editor')
  })
})
