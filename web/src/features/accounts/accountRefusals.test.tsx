// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { MSG } from '@cms/contract/accounts'
import { SaveJobButton } from '@web/components/session/SaveJobButton'
import { renderWithProviders } from '@web/test/renderWithProviders'
import { answerByPath, stubFetch } from '@web/test/stubFetch'
import { ChangePasswordForm } from './components/ChangePasswordForm'
import RegisterScreen from './routes/RegisterScreen'

const refused = (message: string) => () => Response.json({ success: false, error: 'invalid', message }, { status: 400 })

/** Fills the register form of a new address with `password` and sends it; the server's register call answers `registerAnswer`. */
async function register(password: string, registerAnswer: () => Response) {
  stubFetch(answerByPath({ 'POST /api/auth/check-email': () => Response.json({ exists: false }), 'POST /api/auth/register': registerAnswer }))
  renderWithProviders(<RegisterScreen />, { url: '/register', toasts: true })
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Email'), 'nomad@example.com')
  await user.type(screen.getByLabelText('Username'), 'nomad')
  await user.type(screen.getByLabelText('Password'), password)
  await user.type(screen.getByLabelText('Confirm Password'), password)
  await user.type(screen.getByLabelText('Full Name'), 'No Mad')
  await user.click(screen.getByRole('button', { name: 'Create Account' }))
}

describe('what an account form says when the server refuses (issue 44)', () => {
  it('change password: a wrong current password is written on its field', async () => {
    stubFetch(answerByPath({ 'POST /api/auth/change-password': refused(MSG.wrongCurrentPassword) }))
    renderWithProviders(<ChangePasswordForm />, { toasts: true })
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Current Password'), 'not-my-password')
    await user.type(screen.getByLabelText('New Password'), 'a-much-better-one-42')
    await user.type(screen.getByLabelText('Confirm New Password'), 'a-much-better-one-42')
    await user.click(screen.getByRole('button', { name: 'Change Password' }))

    const current = screen.getByLabelText('Current Password')
    await expect.poll(() => current.getAttribute('aria-invalid')).toBe('true')
    const describedBy = current.getAttribute('aria-describedby')!.split(' ')
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(MSG.wrongCurrentPassword)
    expect(screen.getByLabelText('New Password').getAttribute('aria-invalid')).not.toBe('true')
  })

  it('register: a too-common password gets the inline message only, no "Registration failed" toast', async () => {
    await register('password1', refused(MSG.commonPassword))
    expect(await screen.findByText(MSG.commonPassword)).toBeTruthy()
    expect(screen.queryByText('Registration failed. Please try again.')).toBeNull()
  })

  it('register: any other failure keeps the spec toast', async () => {
    await register('a-much-better-one-42', () => Response.json({ error: 'down', message: 'down' }, { status: 503 }))
    expect(await screen.findByText('Registration failed. Please try again.')).toBeTruthy()
  })
})

describe('Save Job signed out', () => {
  it('invites the visitor to sign in, without the red "Authentication required" toast', async () => {
    stubFetch()
    renderWithProviders(<SaveJobButton jobSlug="remote-rust-engineer" />, { url: '/jobs/remote-rust-engineer', toasts: true })
    await userEvent.setup().click(screen.getByRole('button', { name: /^Save Job/ }))
    expect(await screen.findByText('Sign in to save')).toBeTruthy()
    expect(screen.queryByText('Authentication required')).toBeNull()
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login?save=remote-rust-engineer')
  })

  it('without JavaScript it is a form that opens the sign-in page with the job to save', () => {
    stubFetch()
    renderWithProviders(<SaveJobButton jobSlug="remote-rust-engineer" />)
    const form = screen.getByRole('button', { name: /^Save Job/ }).closest('form')!
    expect(form.getAttribute('method')).toBe('get')
    expect(form.getAttribute('action')).toBe('/login')
    expect(Object.fromEntries(new FormData(form))).toEqual({ save: 'remote-rust-engineer' })
  })
})
