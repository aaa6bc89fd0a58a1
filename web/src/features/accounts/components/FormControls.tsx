import { ChevronDown } from 'lucide-react'
import { Select } from 'radix-ui'
import { useId, type ReactNode } from 'react'
import { GENDER_VALUES } from '@cms/contract/accounts'
import { GENDER_LABELS } from '../formSchemas'

/** The centred card every account screen sits in. */
export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {subtitle && <p className="mt-2 text-sm text-slate-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
        {footer && <div className="mt-6 border-t border-slate-100 pt-4 text-center text-sm text-slate-600">{footer}</div>}
      </div>
    </section>
  )
}

/** The gender choice; Radix Select, no empty item values. With `name`, Radix adds a native select the form posts. */
export function GenderSelect({ name, value, onChange, disabled }: { name?: string; value: string | undefined; onChange: (value: string) => void; disabled?: boolean }) {
  const labelId = useId()
  return (
    <div>
      <span id={labelId} className="block text-sm font-medium text-slate-700">
        Gender
      </span>
      <Select.Root name={name} value={value || undefined} onValueChange={onChange} disabled={disabled}>
        <Select.Trigger
          aria-labelledby={labelId}
          className="mt-1 flex w-full items-center justify-between rounded-lg border border-slate-300 px-3 py-2 text-left text-sm shadow-sm"
        >
          <Select.Value placeholder="Select gender" />
          <Select.Icon>
            <ChevronDown size={16} />
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content position="popper" sideOffset={4} className="z-50 min-w-[var(--radix-select-trigger-width)] rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
            <Select.Viewport>
              {GENDER_VALUES.map((gender) => (
                <Select.Item
                  key={gender}
                  value={gender}
                  className="cursor-pointer rounded px-2 py-1.5 text-sm data-[highlighted]:bg-slate-100"
                >
                  <Select.ItemText>{GENDER_LABELS[gender]}</Select.ItemText>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    </div>
  )
}

export function InlineError({ children }: { children: ReactNode }) {
  if (!children) return null
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
      {children}
    </div>
  )
}
