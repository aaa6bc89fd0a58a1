import { describe, expect, it } from 'vitest'
import { TOOLKIT_TAB_IDS, toolkitToolListSchema } from '@cms/contract/toolkit'
import { apiRequest, createTestUser, getTestPayload } from './helpers'
import { served } from '../support/servedApi'

const { GET } = served('/api/toolkit/tools')

const list = async () => toolkitToolListSchema.parse(await (await GET(apiRequest('/api/toolkit/tools'))).json()).tools

describe('GET /api/toolkit/tools', () => {
  it('lists the seeded tools of all eight tabs in tab order, with the VPN prices', async () => {
    const tools = await list()
    expect([...new Set(tools.map((t) => t.tab))]).toEqual([...TOOLKIT_TAB_IDS])
    expect(tools.filter((t) => t.tab === 'vpn').map((t) => t.price)).toEqual(['$11.99/month', '$12.95/month', '$4.99/month', '$8.32/month', '$2.49/month'])
    expect(tools.every((t) => /^https:\/\//.test(t.url))).toBe(true)
    expect(tools[0]!.features.length).toBeGreaterThan(0)
  })

  it('shows a tool an editor adds, and refuses a non-http affiliate URL', async () => {
    const payload = await getTestPayload()
    const { user: editor } = await createTestUser('admin')
    const name = `Tool ${Date.now()}`
    await payload.create({
      collection: 'toolkit-tools',
      data: { name, tab: 'finance', description: 'New', price: '$1', features: 'One\n\nTwo ', url: 'https://partner.example/?ref=nomad', order: 99 },
      user: editor,
      overrideAccess: false,
    })
    const added = (await list()).find((t) => t.name === name)
    expect(added).toMatchObject({ tab: 'finance', features: ['One', 'Two'], badge: null, url: 'https://partner.example/?ref=nomad' })
    await expect(
      payload.create({ collection: 'toolkit-tools', data: { name: 'Bad', tab: 'vpn', description: 'x', price: 'x', url: 'javascript:alert(1)' }, user: editor, overrideAccess: false }),
    ).rejects.toThrow()
  })

  it('lets only admins change tools', async () => {
    const payload = await getTestPayload()
    const { user } = await createTestUser('user')
    await expect(
      payload.create({ collection: 'toolkit-tools', data: { name: 'Sneaky', tab: 'vpn', description: 'x', price: 'x', url: 'https://x.example' }, user, overrideAccess: false }),
    ).rejects.toThrow()
  })
})
