import { initials } from '@web/lib/initials'

/** A round avatar with a person's initials, drawn locally (no outside image service to fail). */
export function InitialsAvatar({ name, size = 32 }: { name: string; size?: number }) {
  return (
    <span
      aria-hidden
      className="inline-flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
      style={{ width: size, height: size, fontSize: size / 2.5 }}
    >
      {initials(name, '?')}
    </span>
  )
}
