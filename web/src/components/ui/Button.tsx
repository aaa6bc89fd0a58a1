import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Spinner } from './Spinner'

const LOOK = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  outline: 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
  // The amber call to action on dark hero and sales sections.
  accent: 'bg-amber-400 text-slate-950 hover:bg-amber-300',
  danger: 'bg-red-600 text-white hover:bg-red-700',
  // An outline that turns red under the pointer: a removal that is not the screen's main action.
  'outline-danger': 'border border-slate-300 bg-white text-slate-700 hover:border-red-400 hover:text-red-700',
} as const

const SIZE = {
  md: 'px-4 py-2 text-sm',
  lg: 'px-6 py-3 text-base',
  xl: 'px-8 py-3 text-lg',
} as const

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: keyof typeof LOOK
  size?: keyof typeof SIZE
  /** While true the button is disabled, shows a spinner and, if given, `busyLabel` instead of its text. */
  busy?: boolean
  busyLabel?: ReactNode
}

/** The button's look, for a link that acts as one (a link keeps working before the page's script runs). */
export function buttonClass(variant: keyof typeof LOOK = 'primary', size: keyof typeof SIZE = 'md'): string {
  return `inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${LOOK[variant]} ${SIZE[size]}`
}

/** The site's button: primary (brand), outline, accent (amber) or danger; `className` adds layout (e.g. `w-full`). */
export function Button({ variant = 'primary', size = 'md', busy = false, busyLabel, disabled, className = '', children, ...props }: ButtonProps) {
  return (
    <button
      type="button"
      {...props}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`${buttonClass(variant, size)} ${className}`}
    >
      {busy && <Spinner />}
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  )
}
