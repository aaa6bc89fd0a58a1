// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { Tab, TabList, TabPanel, Tabs } from './Tabs'

afterEach(cleanup)

function Example({ look }: { look?: 'segmented' | 'underline' | 'pills' }) {
  return (
    <Tabs look={look} defaultValue="one">
      <TabList aria-label="Sections">
        <Tab value="one">One</Tab>
        <Tab value="two" className="flex-1">
          Two
        </Tab>
      </TabList>
      <TabPanel value="one">First panel</TabPanel>
      <TabPanel value="two">Second panel</TabPanel>
    </Tabs>
  )
}

describe('Tabs', () => {
  it('shows the default tab, and another one when it is clicked or reached with the arrow keys', async () => {
    const user = userEvent.setup()
    render(<Example />)
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'One' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel').textContent).toBe('First panel')

    await user.click(screen.getByRole('tab', { name: 'Two' }))
    expect(screen.getByRole('tab', { name: 'Two' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel').textContent).toBe('Second panel')

    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'One' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel').textContent).toBe('First panel')
  })

  it("styles every tab with the set's look and keeps a tab's own layout classes", () => {
    render(<Example look="underline" />)
    const two = screen.getByRole('tab', { name: 'Two' })
    expect(two.className).toContain('border-b-2')
    expect(two.className).toContain('flex-1')
    expect(screen.getByRole('tablist').className).toContain('border-b')
    cleanup()
    render(<Example look="pills" />)
    expect(screen.getByRole('tab', { name: 'One' }).className).toContain('rounded-full')
  })
})
