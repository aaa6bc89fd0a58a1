import { useState } from 'react'
import { initials } from '@web/lib/initials'

/** The company's logo image, or its initials on a coloured tile when there is none (or it fails to load). */
export function CompanyLogo({ name, logo, size = 48 }: { name: string; logo: string | null | undefined; size?: number }) {
  const [failed, setFailed] = useState(false)
  const letters = initials(name, '?')
  if (logo && !failed)
    return (
      <img
        src={logo}
        alt={`${name} logo`}
        width={size}
        height={size}
        loading="lazy"
        onError={() => setFailed(true)}
        className="shrink-0 rounded-lg border border-slate-200 bg-white object-contain"
        style={{ width: size, height: size }}
      />
    )
  return (
    <div
      aria-hidden
      className="flex shrink-0 items-center justify-center rounded-lg bg-brand-100 font-bold text-brand-700"
      style={{ width: size, height: size, fontSize: size / 2.6 }}
    >
      {letters}
    </div>
  )
}
