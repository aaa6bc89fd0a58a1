// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { SessionUser } from '@cms/contract/accounts'
import { renderWithProviders } from '@web/test/renderWithProviders'
import { NoScriptProfile } from './NoScriptProfile'

const user: SessionUser = {
  id: 1,
  email: 'jo@example.com',
  fullName: 'Jo Nomad',
  username: 'jo',
  role: 'user',
  location: null,
  gender: null,
  homeCountry: null,
  homeTz: null,
  savedJobs: [],
}

describe('the profile without script', () => {
  it("is in the server's HTML and leaves the page once the script runs, where the tabs show the same", () => {
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <NoScriptProfile user={user} />
        </MemoryRouter>
      </QueryClientProvider>,
    )
    expect(html).toContain('jo@example.com')
    expect(html).toContain('Member Since')
    const { container } = renderWithProviders(<NoScriptProfile user={user} />)
    expect(container.textContent).toBe('')
  })
})
