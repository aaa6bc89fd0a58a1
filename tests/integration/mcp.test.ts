import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { answerApi } from '@cms/api/answerApi'
import { jobDetailSchema, jobListResponseSchema } from '@cms/contract/jobs'
import { CLIENT_ADDRESS_HEADER } from '@cms/lib/clientIp'
import { TEST_ORIGIN } from './helpers'
import { served, type ServedPath } from '../support/servedApi'

vi.hoisted(() => {
  // The public quota, small enough to reach (setupEnv turns it off for the other files).
  process.env.PUBLIC_RATE_LIMIT_PER_MINUTE = '8'
})

const clients: Client[] = []
const mcp = served('/api/mcp')

/** The SDK's own client over Streamable HTTP; its requests reach the /api entry in process, from one client address. */
async function connect(address: string): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL('/api/mcp', TEST_ORIGIN), {
    fetch: (url, init) => {
      const headers = new Headers(init?.headers)
      headers.set(CLIENT_ADDRESS_HEADER, address)
      const request = new Request(url, { ...init, headers })
      return mcp[request.method as keyof Omit<ServedPath, 'path'>](request)
    },
  })
  const client = new Client({ name: 'nomad-jobs-test', version: '1.0.0' })
  await client.connect(transport)
  clients.push(client)
  return client
}

/** The same call as an ordinary API client makes it. */
let apiClients = 0
const viaApiAnswer = async (path: string) => {
  // A client of its own per call: the public quota here is small.
  const answer = await answerApi(new Request(new URL(path, TEST_ORIGIN), { headers: { [CLIENT_ADDRESS_HEADER]: `198.18.0.${++apiClients}` } }))
  return { status: answer.status, body: await answer.json() }
}
const viaApi = async (path: string) => (await viaApiAnswer(path)).body

const INVALID_PARAMS = -32602

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
    await expect(client.callTool({ name: 'search_jobs', arguments: { q: 'x'.repeat(1000) } })).rejects.toMatchObject({ code: INVALID_PARAMS, message: expect.stringMatching(/at most/) })
  })

  it('reads arguments with the same rules as /api: a value /api refuses is JSON-RPC -32602 with its message', async () => {
    const client = await connect('192.0.2.7')
    for (const page of ['x', 100000, 0, 1.5]) {
      const api = await viaApiAnswer(`/api/companies?page=${page}`)
      expect(api.status, `page ${page}`).toBe(400)
      await expect(client.callTool({ name: 'list_companies', arguments: { page } }), `page ${page}`).rejects.toMatchObject({ code: INVALID_PARAMS, message: expect.stringContaining(api.body.message) })
    }
    await expect(client.callTool({ name: 'search_jobs', arguments: { sort: 'AAA' } })).rejects.toMatchObject({ code: INVALID_PARAMS, message: expect.stringMatching(/Invalid sort/) })
    await expect(client.callTool({ name: 'search_jobs', arguments: { utm_source: 'x' } })).rejects.toMatchObject({ code: INVALID_PARAMS, message: expect.stringMatching(/Unknown argument "utm_source"/) })

    const another = await connect('192.0.2.9')
    await expect(another.callTool({ name: 'search_jobs', arguments: { q: { nested: 1 } } })).rejects.toMatchObject({ code: INVALID_PARAMS })
    await expect(another.callTool({ name: 'no_such_tool', arguments: {} })).rejects.toMatchObject({ code: INVALID_PARAMS })
  })

  it('takes JSON values for the query: a number, true for a flag, a list for a repeated parameter', async () => {
    const client = await connect('192.0.2.10')
    const second = (await client.callTool({ name: 'list_companies', arguments: { page: 2 } })) as ToolAnswer
    expect(second.structuredContent!.result).toEqual(await viaApi('/api/companies?page=2'))
    const counted = (await client.callTool({ name: 'search_jobs', arguments: { q: 'developer', count: true } })) as ToolAnswer
    expect(counted.structuredContent!.result).toEqual(await viaApi('/api/search?q=developer&count=true'))
    expect(counted.structuredContent!.result).toEqual({ count: expect.any(Number) })
    const typed = (await client.callTool({ name: 'search_jobs', arguments: { type: ['contract', 'full-time'], limit: 2 } })) as ToolAnswer
    expect(typed.structuredContent!.result).toEqual(await viaApi('/api/search?type=contract&type=full-time&limit=2'))
  })

  it('answers a request whose params its method refuses with -32602 and a short message (initialize without params)', async () => {
    for (const message of [
      { jsonrpc: '2.0', id: 1, method: 'initialize' },
      { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { arguments: {} } },
    ]) {
      const answer = await answerApi(
        new Request(new URL('/api/mcp', TEST_ORIGIN), {
          method: 'POST',
          body: JSON.stringify(message),
          headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', origin: TEST_ORIGIN, [CLIENT_ADDRESS_HEADER]: '192.0.2.8' },
        }),
      )
      expect(answer.status).toBe(200)
      const body = await answer.json()
      expect(body).toMatchObject({ jsonrpc: '2.0', id: message.id, error: { code: INVALID_PARAMS } })
      expect(body.error.message).toMatch(/^Invalid params: params/)
      expect(body.error.message.length).toBeLessThan(160)
    }
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
