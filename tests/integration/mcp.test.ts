import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { answerApi } from '@cms/api/answerApi'
import { jobDetailSchema, jobListResponseSchema } from '@cms/contract/jobs'
import { CLIENT_ADDRESS_HEADER } from '@cms/lib/clientIp'
import { TEST_ORIGIN } from './helpers'

vi.hoisted(() => {
  // The public quota, small enough to reach (setupEnv turns it off for the other files).
  process.env.PUBLIC_RATE_LIMIT_PER_MINUTE = '8'
})

const clients: Client[] = []

/** The SDK's own client over Streamable HTTP; its requests reach the /api entry in process, from one client address. */
async function connect(address: string): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL('/api/mcp', TEST_ORIGIN), {
    fetch: (url, init) => {
      const headers = new Headers(init?.headers)
      headers.set(CLIENT_ADDRESS_HEADER, address)
      return answerApi(new Request(url, { ...init, headers }))
    },
  })
  const client = new Client({ name: 'nomad-jobs-test', version: '1.0.0' })
  await client.connect(transport)
  clients.push(client)
  return client
}

/** The same call as an ordinary API client makes it. */
const viaApi = async (path: string) => (await answerApi(new Request(new URL(path, TEST_ORIGIN), { headers: { [CLIENT_ADDRESS_HEADER]: '192.0.2.200' } }))).json()

type ToolAnswer = { isError?: boolean; structuredContent?: { result: unknown }; content: { type: string; text?: string }[] }

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()))
})

describe('/api/mcp: the public reads as MCP tools, through the SDK client', () => {
  it('lists one tool per public read it offers, with input and output schemas from the declarations', async () => {
    const client = await connect('192.0.2.1')
    const { tools } = await client.listTools()
    expect(tools.map((tool) => tool.name).sort()).toEqual(['get_job', 'list_categories', 'list_companies', 'list_locations', 'search_jobs'])
    const search = tools.find((tool) => tool.name === 'search_jobs')!
    expect(Object.keys(search.inputSchema.properties ?? {})).toEqual(expect.arrayContaining(['q', 'category', 'country', 'tz', 'limit', 'sort']))
    expect(search.outputSchema?.properties).toHaveProperty('result')
    expect(search.annotations?.readOnlyHint).toBe(true)
    expect(tools.find((tool) => tool.name === 'get_job')!.inputSchema.required).toEqual(['slug'])
  })

  it('answers what the API answers: a search with filters and a country, a job with who may apply, the categories', async () => {
    const client = await connect('192.0.2.2')
    const categories = (await client.callTool({ name: 'list_categories', arguments: {} })) as ToolAnswer
    expect(categories.isError).toBeFalsy()
    expect(categories.structuredContent!.result).toEqual(await viaApi('/api/categories'))

    const found = (await client.callTool({ name: 'search_jobs', arguments: { q: 'developer', country: 'DE', limit: 3 } })) as ToolAnswer
    expect(found.isError).toBeFalsy()
    const list = jobListResponseSchema.parse(found.structuredContent!.result)
    expect(list).toEqual(await viaApi('/api/search?q=developer&country=DE&limit=3'))
    expect(JSON.parse(found.content[0]!.text!)).toEqual(found.structuredContent!.result)

    const slug = (await viaApi('/api/jobs?limit=1')).jobs[0].slug as string
    const job = (await client.callTool({ name: 'get_job', arguments: { slug } })) as ToolAnswer
    const detail = jobDetailSchema.parse(job.structuredContent!.result)
    expect(detail.slug).toBe(slug)
    expect(detail.eligibility.scope).toMatch(/worldwide|regions|countries|unknown/)
  })

  it("answers a call's refusal as the tool's error, and checks arguments with the call's own schema", async () => {
    const client = await connect('192.0.2.3')
    const missing = (await client.callTool({ name: 'get_job', arguments: { slug: 'no-such-job-mcp-test' } })) as ToolAnswer
    expect(missing.isError).toBe(true)
    expect(missing.content[0]!.text).toMatch(/not found/i)
    const tooLong = (await client.callTool({ name: 'search_jobs', arguments: { q: 'x'.repeat(1000) } })) as ToolAnswer
    expect(tooLong.isError).toBe(true)
    expect(tooLong.content[0]!.text).toMatch(/at most/)
  })

  it('is rate-limited like the public API: each message counts against the client', async () => {
    const client = await connect('192.0.2.4') // initialize and its notification: 2 of 8
    for (let i = 0; i < 6; i++) await client.listTools()
    await expect(client.listTools()).rejects.toThrow(/429|Too many/)
    // Another client is not held back.
    expect((await (await connect('192.0.2.5')).listTools()).tools.length).toBe(5)
  })

  it('keeps no session: a GET (an event stream) is refused with 405', async () => {
    const answer = await answerApi(new Request(new URL('/api/mcp', TEST_ORIGIN), { headers: { accept: 'text/event-stream', [CLIENT_ADDRESS_HEADER]: '192.0.2.6' } }))
    expect(answer.status).toBe(405)
    expect(answer.headers.get('allow')).toBe('POST')
  })
})
