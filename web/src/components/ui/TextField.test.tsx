// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TextField } from './TextField'

afterEach(cleanup)

describe('TextField', () => {
  it('is found by its label, passes typing through, and shows its error (announced, linked) instead of its hint', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    const { rerender } = render(<TextField label="Email address" hint="We never share it." onChange={onChange} />)
    const input = screen.getByLabelText('Email address')
    await user.type(input, 'a@b.co')
    expect(onChange).toHaveBeenCalledTimes(6)
    expect(screen.getByText('We never share it.')).toBeTruthy()
    expect(input.getAttribute('aria-invalid')).toBeNull()

    rerender(<TextField label="Email address" hint="We never share it." error="Please enter a valid email address" onChange={onChange} />)
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toBe('Please enter a valid email address')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')).toBe(alert.id)
    expect(screen.queryByText('We never share it.')).toBeNull()
  })

  it('keeps a hidden label for screen readers, the large look, and the ids and aria attributes its form sets', () => {
    render(<TextField id="home-email" label="Email address" hideLabel large className="flex-1" aria-describedby="elsewhere" />)
    const input = screen.getByLabelText('Email address')
    expect(input.id).toBe('home-email')
    expect(input.getAttribute('aria-describedby')).toBe('elsewhere')
    expect(screen.getByText('Email address').className).toBe('sr-only')
    expect(input.className).toContain('py-3')
    expect(input.parentElement?.className).toBe('flex-1')
  })
})
