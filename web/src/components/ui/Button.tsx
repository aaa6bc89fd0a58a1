import type { ButtonHTMLAttributes } from 'react'

/** The site's button: primary (brand) or outline. */
export function Button({ variant = 'primary', className = '', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'primary' | 'outline' }) {
  const look =
    variant === 'primary'
      ? 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-slate-300'
      : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:text-slate-400'
  return (
    <button
      type="button"
      {...props}
      className={`inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium transition-colors disabled:cursor-not-allowed ${look} ${className}`}
    />
  )
}
