// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SelectField } from './SelectField'
import { TextAreaField } from './TextAreaField'
import { TextField } from './TextField'

afterEach(cleanup)

const OPTIONS = [{ value: 'a', label: 'A' }]
const fields = {
  TextField: (props: { error?: string; hint?: string }) => <TextField label="Field" {...props} />,
  TextAreaField: (props: { error?: string; hint?: string }) => <TextAreaField label="Field" {...props} />,
  SelectField: (props: { error?: string; hint?: string }) => <SelectField label="Field" options={OPTIONS} {...props} />,
}

describe.each(Object.entries(fields))('%s in its frame', (_name, Field) => {
  it('ties its label to the control, and the error (announced) to it while there is one', () => {
    const { rerender } = render(<Field />)
    const control = screen.getByLabelText('Field')
    expect(control.getAttribute('aria-invalid')).toBeNull()
    expect(control.getAttribute('aria-describedby')).toBeNull()
    expect(control.className).toContain('border-slate-300')

    rerender(<Field error="Please choose one." />)
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toBe('Please choose one.')
    expect(alert.className).toBe('mt-1 text-sm text-red-600')
    expect(control.getAttribute('aria-invalid')).toBe('true')
    expect(control.getAttribute('aria-describedby')).toBe(alert.id)
    expect(control.className).toContain('border-red-500')
  })

  it('reads its hint with the control until an error takes its place', () => {
    const { rerender } = render(<Field hint="Plain text." />)
    const control = screen.getByLabelText('Field')
    expect(document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Plain text.')

    rerender(<Field hint="Plain text." error="Too long." />)
    expect(screen.queryByText('Plain text.')).toBeNull()
    expect(control.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id)
  })
})
