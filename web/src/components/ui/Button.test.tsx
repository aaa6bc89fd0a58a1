// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Button } from './Button'

afterEach(cleanup)

describe('Button', () => {
  it('is a plain button that reports clicks, unless it is told to submit', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    render(<Button onClick={onClick}>Save</Button>)
    const button = screen.getByRole('button', { name: 'Save' })
    expect(button.getAttribute('type')).toBe('button')
    await user.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
    cleanup()
    render(<Button type="submit">Send</Button>)
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('type')).toBe('submit')
  })

  it('while busy shows its busy label, is disabled and ignores clicks; then returns to its text', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    const { rerender } = render(
      <Button onClick={onClick} busy busyLabel="Signing in...">
        Sign In
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Signing in...' })
    expect(button.textContent).toBe('Signing in...')
    expect((button as HTMLButtonElement).disabled).toBe(true)
    expect(button.getAttribute('aria-busy')).toBe('true')
    await user.click(button)
    expect(onClick).not.toHaveBeenCalled()

    rerender(
      <Button onClick={onClick} busy={false} busyLabel="Signing in...">
        Sign In
      </Button>,
    )
    expect((screen.getByRole('button', { name: 'Sign In' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('keeps its own text next to the spinner when busy without a busy label', () => {
    render(<Button busy>Import Jobs Now</Button>)
    expect(screen.getByRole('button', { name: 'Import Jobs Now' }).querySelector('.animate-spin')).not.toBeNull()
  })

  it('styles the variant and size and keeps the caller\'s layout classes', () => {
    render(
      <Button variant="accent" size="lg" className="w-full">
        Buy
      </Button>,
    )
    const className = screen.getByRole('button', { name: 'Buy' }).className
    expect(className).toContain('bg-amber-400')
    expect(className).toContain('py-3')
    expect(className).toContain('w-full')
  })
})
